/**
 * The Share link of an edited block (see ../README.md): the page's address with a fragment
 *
 *     #run:<block>:<code>
 *
 * `<block>` is the block's module (`data-run-entry`, such as `ts/__block_L13.js`: it names the tab
 * too), `<code>` is the edited code as UTF-8, compressed with raw DEFLATE (`CompressionStream`)
 * and written in base64url, after the letter `z`; a browser without `deflate-raw` writes the
 * letter `b` and the UTF-8 uncompressed. The fragment never reaches a server.
 */

const prefix = '#run:';

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function through(bytes: Uint8Array, stream: GenericTransformStream): Promise<Uint8Array> {
  const response = new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(stream));
  return new Uint8Array(await response.arrayBuffer());
}

const canCompress = () => {
  try {
    new CompressionStream('deflate-raw');
    return true;
  } catch {
    return false;
  }
};

/** The fragment that reopens a block with this code. */
export async function shareFragment(entry: string, code: string): Promise<string> {
  const bytes = new TextEncoder().encode(code);
  const payload = canCompress()
    ? `z${toBase64Url(await through(bytes, new CompressionStream('deflate-raw')))}`
    : `b${toBase64Url(bytes)}`;
  return `${prefix}${entry}:${payload}`;
}

/** Whether a fragment is a Share link's (and so worth loading the editor for). */
export const isShareFragment = (hash: string) => hash.startsWith(prefix);

/** The block and code of a Share link's fragment; undefined when it is not one or is damaged. */
export async function readShareFragment(hash: string): Promise<{entry: string; code: string} | undefined> {
  if (!isShareFragment(hash)) return undefined;
  const rest = hash.slice(prefix.length);
  const colon = rest.lastIndexOf(':');
  if (colon <= 0) return undefined;
  const entry = decodeURIComponent(rest.slice(0, colon));
  const payload = rest.slice(colon + 1);
  try {
    const bytes = fromBase64Url(payload.slice(1));
    const decoded =
      payload[0] === 'z'
        ? await through(bytes, new DecompressionStream('deflate-raw'))
        : payload[0] === 'b'
          ? bytes
          : undefined;
    if (!decoded) return undefined;
    return {entry, code: new TextDecoder('utf-8', {fatal: true}).decode(decoded)};
  } catch {
    return undefined;
  }
}
