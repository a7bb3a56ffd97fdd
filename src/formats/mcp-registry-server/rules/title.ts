import { registryRule } from '../context.js';

/**
 * mcpdesc.registry.title: a `title`, when given, has visible text. The schema needs one character,
 * but a title of spaces shows as a blank entry in a registry's list, and the registry refuses it.
 */
export default registryRule('mcpdesc.registry.title', (context) => {
  const title = context.root.title;
  if (typeof title !== 'string' || title === '' || title.trim() !== '') return;
  context.report(
    '/title',
    `"title" holds only whitespace, so a registry would list the server under a blank name, and mcp-publisher refuses it ("title cannot be only whitespace"). Write the short name people should see, such as "Weather", or remove "title".`,
  );
});
