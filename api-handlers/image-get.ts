// GET /api/image/:imageId - an uploaded image at the size, crop and format the address asks for
import { z } from 'zod';
import { defineCall } from '@/lib/api/define-call';
import { AppError } from '@/lib/errors';
import { loadImageMeta } from '@/lib/images/image-meta';
import { imageStorageFor } from '@/lib/images/image-storage';
import { loadVariant } from '@/lib/images/load-variant';
import { planVariant, variantEtag, VariantParamsSchema } from '@/lib/images/variant-params';
import { variantResponse } from '@/lib/images/variant-response';
import { consumeLimit, limits } from '@/lib/auth/rate-limit';

export default defineCall({
  path: 'image/:imageId',
  method: 'GET',
  access: 'public',
  input: VariantParamsSchema.extend({ imageId: z.string().max(200) }),
  async handler({ imageId, ...params }, { store, ip, now }) {
    // A malformed id is simply not an image: loadImageMeta answers null without touching the store.
    const meta = await loadImageMeta(store, imageId);
    if (!meta) throw new AppError('not_found', 'This image could not be found.');
    const plan = planVariant(meta, params);
    const variant = await loadVariant(await imageStorageFor(store), meta, plan, () =>
      consumeLimit(store, limits.newImageVariantsPerIp, ip, now, 'Too many new image sizes requested. Please try again later.'),
    );
    return variantResponse(variant.bytes, plan.format, variantEtag(meta._id, variant.key, meta.sha256));
  },
});
