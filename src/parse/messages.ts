/** The finding every parser gives where nesting passes limits.maxDepth. */
export const depthMessage = (maxDepth: number) =>
  `Nesting is deeper than ${maxDepth} levels; mcpdesc stops reading here. Flatten the structure or raise limits.maxDepth.`;

/** The finding JSONC and TOML give where the values pass limits.maxNodes. */
export const nodesMessage = (maxNodes: number) =>
  `The document has more than ${maxNodes} values; mcpdesc stops reading here. Split the file or raise limits.maxNodes.`;
