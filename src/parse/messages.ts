/** The finding every parser gives where nesting passes limits.maxDepth. */
export const depthMessage = (maxDepth: number) =>
  `Nesting is deeper than ${maxDepth} levels; mcpdesc stops reading here. Flatten the structure or raise limits.maxDepth.`;
