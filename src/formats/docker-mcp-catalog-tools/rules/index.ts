/** The docker-mcp-catalog-tools rules, in the order they run: npm run new-rule -- <rule-id> --format docker-mcp-catalog-tools adds each. */
import confusableName from '../../mcpdesc-descriptor/rules/security/confusable-name.js';
import hiddenCharacters from '../../mcpdesc-descriptor/rules/security/hidden-characters.js';
import injectedInstructions from '../../mcpdesc-descriptor/rules/security/injected-instructions.js';
import secretInExample from '../../mcpdesc-descriptor/rules/security/secret-in-example.js';
import { asCatalogRule, type DockerMcpCatalogToolsRule } from '../context.js';
import toolArgument from './tool-argument.js';

/** The descriptor's security rules read the tools' names and texts (descriptor.ts) as they read a descriptor's. */
const SECURITY = [confusableName, hiddenCharacters, injectedInstructions, secretInExample].map(asCatalogRule);

export const RULES: readonly DockerMcpCatalogToolsRule[] = [toolArgument, ...SECURITY];
