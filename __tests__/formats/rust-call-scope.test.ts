/**
 * The functions a crate's rmcp `list_tools` reaches through other files follow each call only where it can
 * go (call-scope.ts): two free functions of one name in two modules, a bare call reaching the one its file
 * `use`s, a module path the one of that module; never the other.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const SERVER = `use rmcp::{model::*, service::RequestContext, Error as McpError, RoleServer, ServerHandler};

use crate::tools::all_tools;

pub struct Garden;

impl ServerHandler for Garden {
    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParam>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, McpError> {
        Ok(ListToolsResult { tools: all_tools(), next_cursor: None })
    }
}
`;

const MOD = `mod garden;
mod orchard;

use rmcp::model::Tool;
use garden::tools;

pub fn all_tools() -> Vec<Tool> {
    tools()
}
`;

const tools = (name: string) => `use std::sync::Arc;
use rmcp::model::Tool;

pub fn tools() -> Vec<Tool> {
    vec![Tool {
        name: "${name}".into(),
        description: Some("A tool.".into()),
        input_schema: Arc::new(serde_json::Map::new()),
        annotations: None,
    }]
}
`;

const FILES: Record<string, string> = {
  'Cargo.toml': '[package]\nname = "garden"\n\n[dependencies]\nrmcp = "0.2"\n',
  'src/server.rs': SERVER,
  'src/tools/mod.rs': MOD,
  'src/tools/garden.rs': tools('plant_seed'),
  'src/tools/orchard.rs': tools('pick_apple'),
};

function names(files: Record<string, string>, path: string): string[] {
  const result: FileResult = lintSource(path, files[path], { catalogue, workspace: memoryWorkspace(files, { list: 'entries' }) });
  return (result.source?.tools ?? []).map((t) => t.name);
}

describe('rust-source: a call reaches only the function it can', () => {
  it('follows a bare call to the function its file uses, not to another module’s of the same name', () => {
    expect(names(FILES, 'src/tools/garden.rs')).toEqual(['plant_seed']);
    expect(names(FILES, 'src/tools/orchard.rs')).toEqual([]);
  });

  it('follows a module path to that module, and a glob use to its module', () => {
    const path = { ...FILES, 'src/tools/mod.rs': MOD.replace('use garden::tools;\n', '').replace('    tools()', '    orchard::tools()') };
    expect(names(path, 'src/tools/orchard.rs')).toEqual(['pick_apple']);
    expect(names(path, 'src/tools/garden.rs')).toEqual([]);
    const glob = { ...FILES, 'src/tools/mod.rs': MOD.replace('use garden::tools;', 'use orchard::*;') };
    expect(names(glob, 'src/tools/orchard.rs')).toEqual(['pick_apple']);
    expect(names(glob, 'src/tools/garden.rs')).toEqual([]);
  });

  it('reaches nothing by a bare call no use brings in, nor an associated function by a bare call', () => {
    const none = { ...FILES, 'src/tools/mod.rs': MOD.replace('use garden::tools;\n', '') };
    expect(names(none, 'src/tools/garden.rs')).toEqual([]);
    expect(names(none, 'src/tools/orchard.rs')).toEqual([]);
    const associated = {
      ...FILES,
      'src/tools/garden.rs': tools('plant_seed').replace('pub fn tools', 'pub struct G;\n\nimpl G {\npub fn tools').concat('}\n'),
    };
    expect(names(associated, 'src/tools/garden.rs')).toEqual([]);
  });
});
