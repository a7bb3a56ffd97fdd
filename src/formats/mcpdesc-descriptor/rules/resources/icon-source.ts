import { quote } from '../../../../util/json.js';
import { joinPointer } from '../../../../util/pointer.js';
import { checkAbsoluteUri, parseDataUri, schemeOf } from '../../../../util/uri.js';
import { descriptorRule } from '../../context.js';
import { icons } from './places.js';

/** What makes a scheme worse than merely unsupported, for the message. */
const DANGER: ReadonlyMap<string, string> = new Map([
  ['javascript', ' (a javascript: URI runs code)'],
  ['file', " (a file: URI reads from the client's disk)"],
  ['http', ' (plain http: can be read and changed in transit)'],
]);

const SIZE = /^(?:any|[1-9][0-9]*[xX][1-9][0-9]*)$/;

/** mcp.icon.source (2025-11-25 and later): icons come from https: or data: URIs and list sizes as "WxH" or "any". */
export default descriptorRule('mcp.icon.source', (context) => {
  for (const { pointer, value: icon } of icons(context)) {
    if (typeof icon.src === 'string') {
      const problem = sourceProblem(icon.src);
      if (problem) context.report(joinPointer(pointer, 'src'), problem);
    }
    if (!Array.isArray(icon.sizes)) continue;
    icon.sizes.forEach((size, index) => {
      if (typeof size === 'string' && !SIZE.test(size)) context.report(joinPointer(pointer, 'sizes', index), sizeProblem(size));
    });
  }
});

function sourceProblem(src: string): string | null {
  const scheme = schemeOf(src)?.toLowerCase();
  const fix = 'serve the icon over https: or embed it as a data: URI';
  if (scheme === 'https') {
    const problem = checkAbsoluteUri(src);
    return problem ? `Icon "src" ${quote(src)} is not a valid URI: ${problem}. Clients cannot fetch an icon from a malformed URI.` : null;
  }
  if (scheme === 'data') {
    const data = parseDataUri(src);
    if (!data)
      return `Icon "src" ${quote(src)} is not a valid data: URI: it needs a "," before the data, as in "data:image/png;base64,iVBORw0…". Clients cannot decode it: add the "," and the data.`;
    if (data.base64 && !isBase64(data.data))
      return `Icon "src" ${quote(src)} says ";base64" but its data is not valid base64. Clients cannot decode it: re-encode the image.`;
    return null;
  }
  if (scheme === undefined) {
    return `Icon "src" ${quote(src)} is not an absolute URI: ${checkAbsoluteUri(src)}. Clients resolve icons on their own, without a base URL: ${fix}.`;
  }
  return `Icon "src" uses the ${scheme}: scheme${DANGER.get(scheme) ?? ''}. Clients must reject icons whose URI is not https: or data:, so this icon will never be shown: ${fix}.`;
}

function isBase64(data: string): boolean {
  const compact = data.replace(/%0[AD]|\s/gi, '');
  return compact.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(compact);
}

function sizeProblem(size: string): string {
  const parts = size.trim().split(/[\s,]+/);
  if (parts.length > 1 && parts.every((part) => SIZE.test(part))) {
    return `Icon size ${quote(size)} lists several sizes in one string: give each its own item, as in ${JSON.stringify(parts)}. Clients choose an icon by matching each item.`;
  }
  return `Icon size ${quote(size)} must be "WxH" in pixels, such as "48x48", or "any" for a scalable icon. Clients choose an icon by its sizes: correct this entry, or it cannot be matched.`;
}
