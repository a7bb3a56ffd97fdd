// generated from src/formats/*/version-model.ts by npm run generate; do not edit.
// The model of each format that has one (its version-model.ts): where each definition and field exists
// on the format's version axis, which a rule's `exists` in rules/*.yaml names.
import type { Model } from '../model/check.js';
import mcpdescDescriptor from './mcpdesc-descriptor/version-model.js';
import mcpRegistryServer from './mcp-registry-server/version-model.js';
import mcpbManifest from './mcpb-manifest/version-model.js';
import mcpServerCard from './mcp-server-card/version-model.js';
import mcpToolList from './mcp-tool-list/version-model.js';
import typescriptSource from './typescript-source/version-model.js';
import pythonSource from './python-source/version-model.js';
import goSource from './go-source/version-model.js';
import csharpSource from './csharp-source/version-model.js';
import rustSource from './rust-source/version-model.js';
import javaSource from './java-source/version-model.js';

export const VERSION_MODELS: Readonly<Record<string, Model>> = {
  'mcpdesc-descriptor': mcpdescDescriptor,
  'mcp-registry-server': mcpRegistryServer,
  'mcpb-manifest': mcpbManifest,
  'mcp-server-card': mcpServerCard,
  'mcp-tool-list': mcpToolList,
  'typescript-source': typescriptSource,
  'python-source': pythonSource,
  'go-source': goSource,
  'csharp-source': csharpSource,
  'rust-source': rustSource,
  'java-source': javaSource,
};
