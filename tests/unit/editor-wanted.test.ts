import { describe, expect, it } from 'vitest';
import { asksToSignIn, editorWanted, hasSignedInHint } from '@/editor/shell/editor-wanted';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('what a page load asks of the editor', () => {
  it('nothing for a visitor: no hint, no link, no sign-in address, no message', () => {
    expect(editorWanted(at('/about', '?utm_source=x'), 'fontSize=2; other=1', false)).toBe(false);
  });

  it('the loader for staff signed in here, a reset or invitation link, the sign-in address or a waiting message', () => {
    expect(editorWanted(at('/about'), 'a=1; signedIn=1', false)).toBe(true);
    expect(editorWanted(at('/', '?token=t&email=e%40x.org'), '', false)).toBe(true);
    expect(editorWanted(at('/', '?email=e%40x.org'), '', false)).toBe(true);
    expect(editorWanted(at('/login'), '', false)).toBe(true);
    expect(editorWanted(at('/about', '?login'), '', false)).toBe(true);
    expect(editorWanted(at('/about'), '', true)).toBe(true);
  });

  it('never on a preview link, even for staff', () => {
    expect(editorWanted(at('/preview/abc'), 'signedIn=1', true)).toBe(false);
  });

  it('reads the hint only as its own cookie set to 1', () => {
    expect(hasSignedInHint('signedIn=1')).toBe(true);
    expect(hasSignedInHint('signedIn=0; x=signedIn=1')).toBe(false);
    expect(hasSignedInHint('notsignedIn=1')).toBe(false);
    expect(asksToSignIn(at('/login/more'))).toBe(false);
  });
});
