import { quote } from '../../../../util/json.js';
import { joinPointer } from '../../../../util/pointer.js';
import { parseDataUri } from '../../../../util/uri.js';
import { descriptorRule } from '../../context.js';
import { icons } from './places.js';

/** The types clients must (PNG, JPEG) or should (SVG, WebP) be able to render. */
const SUPPORTED = new Set(['image/png', 'image/jpeg', 'image/jpg', 'image/svg+xml', 'image/webp']);

/** mcp.icon.mime-type (2025-11-25 and later): an icon's type, declared or from its data: URI, is one clients render. */
export default descriptorRule('mcp.icon.mime-type', (context) => {
  for (const { pointer, value: icon } of icons(context)) {
    const declared = typeof icon.mimeType === 'string' ? icon.mimeType : undefined;
    const type = declared ?? (typeof icon.src === 'string' ? parseDataUri(icon.src)?.mediaType : undefined);
    if (!type) continue;
    const bare = type.split(';')[0].trim().toLowerCase();
    if (SUPPORTED.has(bare)) continue;
    context.report(
      joinPointer(pointer, declared === undefined ? 'src' : 'mimeType'),
      `Icon type ${quote(bare)} is not one clients are expected to render: they must support image/png and image/jpeg and should support image/svg+xml and image/webp, so this icon may not be shown. Provide a PNG or JPEG version.`,
    );
  }
});
