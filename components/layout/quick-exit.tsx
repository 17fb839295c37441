import type { QuickExit as QuickExitSettings } from '@/lib/content/schemas';
import { QuickExitKeys } from './quick-exit-keys';
import { QUICK_EXIT_TEXT } from './quick-exit-text';

/**
 * The quick exit (the GOV.UK "Exit this page" pattern): first in the tab order after the skip link, kept in view
 * while the page scrolls. It is a plain link to the domain's neutral destination, so it works before any script
 * runs; once the page is interactive, the button and pressing Shift three times replace this page instead (Back
 * does not return) and forget what the site stored in the browser.
 */
export function QuickExit({ settings }: { settings: QuickExitSettings }) {
  if (!settings.enabled) return null;
  return (
    <aside className="cs-quick-exit" aria-label="Quick exit">
      <div className="cs-container cs-quick-exit__inner">
        {/* Hidden on phones, where there is no Shift key to press; screen readers still get it as the description. */}
        <span className="cs-quick-exit__hint" id="cs-quick-exit-hint">
          Or press Shift 3 times
        </span>
        <a className="cs-quick-exit__button" href={settings.destination} rel="nofollow noreferrer" data-quick-exit="" aria-describedby="cs-quick-exit-hint">
          {QUICK_EXIT_TEXT}
        </a>
        <QuickExitKeys />
      </div>
    </aside>
  );
}
