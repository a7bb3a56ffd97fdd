import { posix } from 'node:path';
import { quote } from '../../../util/json.js';
import { reference } from '../bundle.js';
import { mcpbRule } from '../context.js';
import { backslashed, fileState, icons } from '../files.js';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * mcpdesc.mcpb.icon: what mcpb validate checks of "icon" (a path relative to the bundle, no
 * ${__dirname}, a file that is there, a PNG), and the same of each "icons[].src" but the PNG test, which
 * mcpb does not make of them. A remote icon is mcpdesc.mcpb.icon-remote's, one a build makes
 * mcpdesc.mcpb.build-output's, one that is there but .mcpbignore leaves out mcpdesc.mcpb.icon-ignored's.
 */
export default mcpbRule('mcpdesc.mcpb.icon', (context) => {
  const { report, bundle } = context;
  for (const icon of icons(context.manifest, context.version)) {
    const main = icon.pointer === '/icon';
    const shown = quote(icon.text);
    const ref = reference(icon.text);
    if (!ref.ok) {
      if (ref.problem === 'empty' && !main)
        report(icon.pointer, 'The icon path is empty: name a PNG file inside the bundle, such as "icon.png", or remove this entry.');
      else if (ref.problem === 'remote' && !/^https?:\/\//i.test(icon.text))
        report(
          icon.pointer,
          `The icon ${shown} is not a file inside the bundle, so clients show no icon. Add the PNG to the bundle and write its path, such as "icon.png".`,
        );
      else if (ref.problem === 'variable')
        report(
          icon.pointer,
          `MCPB substitutes no variables in icon paths${main ? ' (mcpb validate rejects ${__dirname} in "icon")' : ''}, so ${shown} names no file and clients show no icon. Write the path relative to the manifest, such as ${quote(relativeSuggestion(icon.text))}.`,
        );
      else if (ref.problem === 'absolute')
        report(
          icon.pointer,
          `The icon path ${shown} is absolute, but ${main ? 'mcpb validate requires a path relative to the bundle root: ' : ''}each user's client installs the bundle somewhere else. Write it relative to the manifest, such as ${quote(posix.basename(icon.text.replace(/\\/g, '/')))}.`,
        );
      else if (ref.problem === 'outside')
        report(
          icon.pointer,
          `The icon ${shown} leaves the bundle folder, so mcpb pack does not include it and clients show no icon. Move it into the folder of manifest.json.`,
        );
      continue;
    }
    if (!bundle) continue;
    const state = fileState(bundle, ref.path);
    // One that is there but left out breaks nothing mcpb checks: mcpdesc.mcpb.icon-ignored warns of it.
    if (state.kind === 'ignored' && !state.present) {
      report(
        icon.pointer,
        `The icon ${shown} is not in the bundle folder (mcpdesc looked for ${quote(bundle.fromRoot(ref.path))}), and .mcpbignore would leave it out (its line ${quote(state.pattern)})${main ? ', so mcpb validate fails with "Icon file not found"' : ', so clients show no icon'}. Add the PNG, and remove or narrow that line.`,
      );
    } else if (state.kind === 'directory') {
      report(icon.pointer, `The icon path ${shown} is a folder, not a PNG file. Name the image itself, such as ${quote(posix.join(ref.path, 'icon.png'))}.`);
    } else if (state.kind === 'missing' && state.slashed !== undefined) {
      report(icon.pointer, backslashed(`The icon ${shown}`, state.slashed, main ? 'mcpb validate fails with "Icon file not found"' : 'clients show no icon'));
    } else if (state.kind === 'missing') {
      report(
        icon.pointer,
        `The icon ${shown} is not in the bundle folder (mcpdesc looked for ${quote(bundle.fromRoot(ref.path))})${main ? ', so mcpb validate fails with "Icon file not found"' : ', so clients show no icon'}. Add the PNG or correct the path.`,
      );
    } else if (state.kind === 'file' && main) {
      const head = bundle.head(ref.path, 16);
      if (head && !PNG.every((byte, i) => head[i] === byte)) {
        report(
          icon.pointer,
          `The icon ${shown} is not a PNG file${imageKind(head)}, and mcpb validate accepts only PNG icons. Convert it to PNG (512×512 pixels shows best in Claude Desktop).`,
        );
      }
    }
  }
});

function relativeSuggestion(text: string): string {
  const rest = text.replace(/^\$\{__dirname\}[\\/]*/, '');
  return rest === text || rest.includes('${') || rest === '' ? 'icon.png' : rest;
}

/** What the first bytes say the file is, when they say. */
function imageKind(head: Uint8Array): string {
  const text = Buffer.from(head).toString('latin1');
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return ' (it is a JPEG image)';
  if (text.startsWith('GIF8')) return ' (it is a GIF image)';
  if (text.startsWith('RIFF') && text.slice(8, 12) === 'WEBP') return ' (it is a WebP image)';
  if (head[0] === 0 && head[1] === 0 && head[2] === 1 && head[3] === 0) return ' (it is a Windows icon)';
  if (/^\s*<(?:\?xml|svg)/i.test(text)) return ' (it is an SVG image)';
  if (head.length === 0) return ' (it is empty)';
  return '';
}
