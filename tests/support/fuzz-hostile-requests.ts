// Hand-made hostile requests for the API fuzz test, built around a call's valid seed input: raw and broken JSON
// bodies, bodies at the size limit, odd query strings, uploads of odd files and malformed multipart bodies.
import type { CallDefinition } from '@/lib/api/define-call';
import { addKeyAt, deepArrays, deepObjects, describeValue, encodeJson, FillTo, isObject, MAX_BODY_CHARS, mongoOperators, RawJson, replaceAt, unicodeEdgeStrings } from './fuzz-hostile';
import { pathParams, requestFor, type FuzzRequest } from './fuzz-requests';

/** Hand-made hostile requests for a call, built around its valid seed input. */
export function hostileRequests(call: CallDefinition, seedInput: unknown): FuzzRequest[] {
  const base = requestFor(call, seedInput);
  const seed = isObject(seedInput) ? seedInput : {};
  const keys = [...new Set([...Object.keys(seed), ...schemaKeys(call)])].filter((key) => !pathParams(call).includes(key));
  const paths = pathParams(call).length ? hostilePathSegments.map((segment) => ({ ...base, label: `path segment ${describeValue(segment, 60)}`, path: call.path.replace(/:(\w+)/g, () => segment) })) : [];
  if (call.method === 'GET') return [...paths, ...hostileSearches(base, keys)];
  if (call.body === 'multipart') return [...paths, ...hostileUploads(base, seed)];
  return [...paths, ...hostileBodies(base, seed, keys)];
}

function schemaKeys(call: CallDefinition): string[] {
  let def = (call.input as unknown as { _zod: { def: Record<string, any> } })._zod.def;
  while (def.type === 'pipe') def = (def.in._zod.def.type === 'transform' ? def.out : def.in)._zod.def;
  return def.type === 'object' ? Object.keys(def.shape) : [];
}

const hostilePathSegments = ['..', '.', '%2e%2e', 'a/b', '\u0000', 'x'.repeat(5_000), '__proto__', 'constructor', '$where', '{"$gt":""}', '\uD800', '👩‍👩‍👧‍👦', ' ', 'AAAAAAAAAAAAAAAAAAAAAA.json'];

function hostileSearches(base: FuzzRequest, keys: string[]): FuzzRequest[] {
  const search = base.search ?? '';
  const raw = (label: string, text: string): FuzzRequest => ({ ...base, label: `query ${label}`, search: text });
  const list = [
    raw('empty', ''),
    raw('a[$gt]=', 'a[$gt]='),
    raw('__proto__', `${search}&__proto__=x&__proto__[isAdmin]=1&constructor[prototype][isAdmin]=1`),
    raw('malformed percent escapes', `${search}&%=%&%zz=%zz&%00=%00`),
    raw('invalid UTF-8', `${search}&q=%ED%A0%80%C0%AF%FF`),
    raw('only separators', '&&&=&=='),
    raw('a=1=2', `${search}&a=1=2`),
    raw('a long query', `${search}&long=${'x'.repeat(200_000)}`),
    raw('+ and spaces', `${search}&q=+++%20`),
  ];
  for (const key of keys) {
    const k = encodeURIComponent(key);
    list.push(
      raw(`${key}[$gt]=`, `${search}&${k}[$gt]=`),
      raw(`${key}[$ne]=x`, `${k}[$ne]=x`),
      raw(`${key} repeated`, `${k}=a&${search}&${k}=b`),
      raw(`${key} empty`, `${search}&${k}=`),
      raw(`${key} as JSON operator`, `${search}&${k}=${encodeURIComponent('{"$gt":""}')}`),
      raw(`${key} NUL`, `${search}&${k}=%00`),
      raw(`${key} dotted`, `${search}&${k}.$ne=x&${k}.0=x`),
    );
  }
  return list;
}

function hostileBodies(base: FuzzRequest, seed: Record<string, unknown>, keys: string[]): FuzzRequest[] {
  const seedJson = encodeJson(seed);
  const raw = (label: string, body: string | Uint8Array, headers?: FuzzRequest['headers']): FuzzRequest => ({ ...base, label: `body ${label}`, body, headers });
  const list = [
    raw('empty', ''),
    raw('whitespace', ' \n\t '),
    raw('not JSON', 'not json'),
    raw('truncated', seedJson.slice(0, Math.max(1, seedJson.length - 1))),
    raw('null', 'null'),
    raw('array', '[]'),
    raw('array of the input', `[${seedJson}]`),
    raw('string', '"text"'),
    raw('number', '123'),
    raw('true', 'true'),
    raw('byte order mark', `\uFEFF${seedJson}`),
    raw('trailing garbage', `${seedJson}garbage`),
    raw('single quotes', "{'a':1}"),
    raw('two documents', `${seedJson}\n${seedJson}`),
    raw('XML', '<?xml version="1.0"?><a/>'),
    raw('form encoded', 'a=1&b=2', { 'content-type': 'application/x-www-form-urlencoded' }),
    raw('as text/plain', seedJson, { 'content-type': 'text/plain' }),
    raw('without a content type', seedJson, { 'content-type': null }),
    raw('as multipart', seedJson, { 'content-type': 'multipart/form-data; boundary=x' }),
    raw('with an invalid escape', '{"a":"\\x41"}'),
    raw('with escaped lone surrogates', '{"a":"\\ud800","\\udc00":1}'),
    raw('with raw NUL', `{"a":"\u0000"}`),
    raw('invalid UTF-8 bytes', new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0xff, 0xfe, 0x22, 0x7d])),
    raw('__proto__', '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}'),
    raw('duplicate keys', seedJson.replace(/^\{/, '{"__proto__":1,"__proto__":2,')),
    raw('5,000 nested arrays', deepArrays(5_000).text),
    raw('5,000 nested objects', deepObjects(5_000).text),
    raw('100,000 nested arrays', deepArrays(100_000).text),
    raw('over the size limit', encodeJson({ ...seed, padding: new FillTo(MAX_BODY_CHARS + 1) })),
    raw('at the size limit', encodeJson({ ...seed, padding: new FillTo(MAX_BODY_CHARS) })),
    raw('just under the size limit', encodeJson({ ...seed, padding: new FillTo(MAX_BODY_CHARS - 1) })),
    raw('one big string', `"${'x'.repeat(MAX_BODY_CHARS - 2)}"`),
  ];
  for (const key of keys) {
    for (const value of [...mongoOperators.slice(0, 4), deepArrays(5_000), new FillTo(MAX_BODY_CHARS - 1), '\uD800', new RawJson('1e400', '1e400')]) {
      list.push(raw(`${key}: ${describeValue(value, 40)}`, encodeJson(replaceAt(seed, [key], value))));
    }
    list.push(raw(`${key}.$gt dotted key`, encodeJson(addKeyAt(seed, [], `${key}.$gt`, ''))));
  }
  return list;
}

function hostileUploads(base: FuzzRequest, seed: Record<string, unknown>): FuzzRequest[] {
  const field = Object.keys(seed).find((key) => seed[key] instanceof Blob) ?? 'file';
  const upload = (label: string, value: string | Blob | (string | Blob)[], more: [string, string][] = []): FuzzRequest => {
    const form = new FormData();
    for (const item of Array.isArray(value) ? value : [value]) form.append(field, item);
    for (const [key, v] of more) form.append(key, v);
    return { ...base, label: `upload ${label}`, body: form };
  };
  const file = (bytes: Uint8Array | string, name: string, type = '') => new File([bytes as BlobPart], name, { type });
  const jpegStart = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
  // A PNG header claiming 100,000 x 100,000 pixels (a decompression bomb) with no image data.
  const pngBomb = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 1, 0x86, 0xa0, 0, 1, 0x86, 0xa0, 8, 6, 0, 0, 0, 0, 0, 0, 0]);
  const raw = (label: string, body: string | Uint8Array, headers: FuzzRequest['headers']): FuzzRequest => ({ ...base, label: `upload ${label}`, body, headers });
  return [
    upload('an empty file', file(new Uint8Array(), 'empty.jpg', 'image/jpeg')),
    upload('a text field', 'not a file'),
    upload('a JSON field', '{"$gt":""}'),
    upload('two files', [file(jpegStart, 'a.jpg', 'image/jpeg'), file('%PDF-1.4', 'b.pdf', 'application/pdf')]),
    upload('a file and a text field', [file(jpegStart, 'a.jpg', 'image/jpeg'), 'text']),
    upload('a JPEG start and garbage', file(new Uint8Array([...jpegStart, ...new Uint8Array(64).fill(0x41)]), 'photo.jpg', 'image/jpeg')),
    upload('a PNG decompression bomb', file(pngBomb, 'bomb.png', 'image/png')),
    upload('SVG with script', file('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'x.png', 'image/png')),
    upload('HTML as a PDF', file('<html><script>alert(1)</script></html>', 'report.pdf', 'application/pdf')),
    upload('a PDF start and garbage', file('%PDF-1.4\n\u0000\u0001garbage', 'report.pdf', 'application/pdf')),
    upload('a zip', file(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]), 'report.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')),
    upload('a path as the name', file(jpegStart, '../../../etc/passwd', 'image/jpeg')),
    upload('a NUL in the name', file(jpegStart, 'a\u0000.jpg', 'image/jpeg')),
    upload('a 5,000 character name', file(jpegStart, `${'x'.repeat(5_000)}.jpg`, 'image/jpeg')),
    ...unicodeEdgeStrings.slice(0, 6).map((name) => upload(`the name ${describeValue(name)}`, file('%PDF-1.4', `${name}.pdf`, 'application/pdf'))),
    upload('an odd content type', file(jpegStart, 'a.jpg', 'image/jpeg; charset="\u0000"')),
    upload('hostile extra fields', file(jpegStart, 'a.jpg', 'image/jpeg'), [['$where', '1'], ['__proto__', 'x'], ['constructor', 'x'], ['a.b', 'x'], ['', 'x']]),
    upload('a 1 MB text field', 'x'.repeat(MAX_BODY_CHARS + 1)),
    raw('JSON instead of a form', '{"file":"x"}', { 'content-type': 'application/json', 'content-length': '12' }),
    raw('a form without its length', '--x\r\n\r\n--x--', { 'content-type': 'multipart/form-data; boundary=x', 'content-length': null }),
    raw('a length that is not a number', '--x--', { 'content-type': 'multipart/form-data; boundary=x', 'content-length': 'abc' }),
    raw('a negative length', '--x--', { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '-1' }),
    raw('a length over the upload limit', '--x--', { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '30000000' }),
    raw('a wrong boundary', '--y\r\nContent-Disposition: form-data; name="file"\r\n\r\nx\r\n--y--', { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '60' }),
    raw('no boundary', '--x--', { 'content-type': 'multipart/form-data', 'content-length': '5' }),
    raw('an unterminated form', '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\u00ff\u00d8', { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '80' }),
    raw('an empty body', '', { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '0' }),
    raw('plain text', 'hello', { 'content-type': 'text/plain', 'content-length': '5' }),
  ];
}
