import { describe, expect, it } from 'vitest';
import { sniffImageType } from '@/lib/images/sniff-image-type';
import { planVariant, variantKey, VariantParamsSchema } from '@/lib/images/variant-params';
import { displayName } from '@/lib/images/image-meta';

const plan = (query: Record<string, string>, source = { width: 4000, height: 3000 }) => planVariant(source, VariantParamsSchema.parse(query));

describe('planVariant', () => {
  it('bounds every side by 2400, even when scale or a crop would go past it', () => {
    expect(plan({ width: '2400', height: '2000', scale: '4' })).toMatchObject({ width: 2400, height: 2000 });
    expect(plan({})).toMatchObject({ width: 2400, height: 1800 });
    expect(plan({ width: '2000' }, { width: 3000, height: 9000 })).toMatchObject({ width: 800, height: 2400 });
    expect(plan({ scale: '0.1', width: '5' })).toMatchObject({ width: 1, height: 1 });
  });

  it('leaves quality out for PNG and always flattens JPEG', () => {
    expect(plan({ format: 'png', quality: '10' }).quality).toBeUndefined();
    expect(variantKey(plan({ format: 'png', quality: '10' }))).toBe(variantKey(plan({ format: 'png', quality: '90' })));
    expect(plan({ format: 'jpeg' }).flatten).toBe(true);
    expect(plan({ format: 'webp' }).flatten).toBe(false);
    expect(plan({ format: 'webp', transparent: 'false' }).flatten).toBe(true);
  });

  it('gives equal plans equal keys and different plans different keys', () => {
    expect(variantKey(plan({ width: '500', scale: '2' }))).toBe(variantKey(plan({ width: '1000' })));
    expect(variantKey(plan({ width: '1000' }))).not.toBe(variantKey(plan({ width: '1000', blur: '2' })));
    expect(variantKey(plan({ width: '1000' }))).not.toBe(variantKey(plan({ width: '1000', crop: '0,0,2000,1500' })));
    expect(variantKey(plan({ width: '1000' }))).toBe(variantKey(plan({ width: '1000', crop: '0,0,4000,3000' })));
    expect(variantKey(plan({ width: '1000' }))).toMatch(/^[a-f0-9]{64}$/);
  });
});

describe('sniffImageType', () => {
  const bytes = (hex: string, rest = '') => Buffer.concat([Buffer.from(hex, 'hex'), Buffer.from(rest)]);
  it('knows the accepted formats by their first bytes, and SVG by its markup', () => {
    expect(sniffImageType(bytes('ffd8ffe0'))).toBe('jpeg');
    expect(sniffImageType(bytes('89504e470d0a1a0a'))).toBe('png');
    expect(sniffImageType(Buffer.from('GIF89a...'))).toBe('gif');
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffImageType(Buffer.from('\uFEFF  <!-- made by hand -->\n<!DOCTYPE svg>\n<svg viewBox="0 0 1 1"/>'))).toBe('svg');
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBe('unknown');
    expect(sniffImageType(Buffer.from('<html><body>svg</body></html>'))).toBe('unknown');
    expect(sniffImageType(new Uint8Array())).toBe('unknown');
  });
});

describe('displayName', () => {
  it('keeps a readable name and drops folders, controls and markup', () => {
    expect(displayName('C:\\Users\\sam\\Holiday – Beach.JPG')).toBe('Holiday – Beach.JPG');
    expect(displayName('a\u0000b\u200bc".png')).toBe('abc.png');
    expect(displayName('///')).toBe('image');
  });
});
