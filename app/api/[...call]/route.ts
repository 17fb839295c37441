import { dispatchSiteCall } from '@/lib/api/site-dispatch';
import { answerNotModified } from '@/lib/api/not-modified';
import { keepServedVariant, servedVariant } from '@/lib/images/served-variants';

type Params = { params: Promise<{ call: string[] }> };

async function handle(request: Request, { params }: Params): Promise<Response> {
  const { call } = await params;
  return dispatchSiteCall(request, call.join('/'));
}

/** GET and HEAD: an image variant asked for before is answered from memory; everything else through the dispatcher. */
async function read(request: Request, context: Params): Promise<Response> {
  const { call } = await context.params;
  if (call.length !== 2 || call[0] !== 'image') return handle(request, context);
  const kept = servedVariant(request.url);
  if (kept) return answerNotModified(request, kept);
  const response = await handle(request, context);
  await keepServedVariant(request.url, response);
  return response;
}

export const GET = read;
export const POST = handle;
export const HEAD = read;
