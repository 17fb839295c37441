// The HTTP answer for a variant: its bytes, kept by browsers and CDNs for a year, since its address never changes meaning.
import { variantContentTypes, type VariantFormat } from './variant-params';

const CACHE_FOREVER = 'public, max-age=31536000, immutable';

export function variantResponse(bytes: Uint8Array, format: VariantFormat, etag: string): Response {
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'content-type': variantContentTypes[format],
      'content-length': String(bytes.byteLength),
      'cache-control': CACHE_FOREVER,
      etag,
      'x-content-type-options': 'nosniff',
    },
  });
}
