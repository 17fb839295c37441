// Encodes form data the way a browser sends it: multipart bytes with their Content-Type and Content-Length.
export async function multipartBody(form: FormData): Promise<{ body: ArrayBuffer; headers: Record<string, string> }> {
  const encoded = new Response(form);
  const body = await encoded.arrayBuffer();
  return { body, headers: { 'content-type': encoded.headers.get('content-type')!, 'content-length': String(body.byteLength) } };
}
