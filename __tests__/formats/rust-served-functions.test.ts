/**
 * rmcp `Tool` literals built in another file than the hand-written `list_tools` that serves them
 * (`list_tools` → `ToolDefinitions::all()` → a `static`'s initializer → `GardenTools::get_tools()` →
 * `Self::plant_tool()`): read in their own file, the near misses left alone.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const SERVER = `use rmcp::{model::*, service::RequestContext, Error as McpError, RoleServer, ServerHandler};

use crate::tools::ToolDefinitions;

pub struct Garden;

impl ServerHandler for Garden {
    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParam>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, McpError> {
        Ok(ListToolsResult { tools: ToolDefinitions::all(), next_cursor: None })
    }
}
`;

const MOD = `mod garden;
pub use garden::*;

use once_cell::sync::Lazy;
use rmcp::model::Tool;

static ALL_TOOLS: Lazy<Vec<Tool>> = Lazy::new(|| {
    let mut tools = Vec::new();
    tools.extend(GardenTools::get_tools());
    tools
});

pub struct ToolDefinitions;

impl ToolDefinitions {
    pub fn all() -> Vec<Tool> {
        ALL_TOOLS.clone()
    }
}
`;

const GARDEN = `use std::sync::Arc;
use rmcp::model::Tool;
use serde_json::json;

pub struct GardenTools;

impl GardenTools {
    pub fn get_tools() -> Vec<Tool> {
        vec![Self::plant_tool(), Self::water_tool()]
    }

    fn plant_tool() -> Tool {
        Tool {
            name: "plant_seed".into(),
            description: Some("Plants a seed in a bed.".into()),
            input_schema: Arc::new(json!({"type": "object"}).as_object().unwrap().clone()),
            annotations: None,
        }
    }

    fn water_tool() -> Tool {
        Tool {
            name: "water_bed".into(),
            description: Some("Waters a bed.".into()),
            input_schema: Arc::new(json!({"type": "object"}).as_object().unwrap().clone()),
            annotations: None,
        }
    }

    fn unused_tool() -> Tool {
        Tool {
            name: "never_served".into(),
            description: Some("Not in any list.".into()),
            input_schema: Arc::new(serde_json::Map::new()),
            annotations: None,
        }
    }
}

pub struct OtherTools;

impl OtherTools {
    pub fn get_tools() -> Vec<Tool> {
        vec![GardenTools::unused_tool()]
    }
}
`;

const FILES: Record<string, string> = {
  'Cargo.toml': '[package]\nname = "garden"\n\n[dependencies]\nrmcp = "0.2"\n',
  'src/server.rs': SERVER,
  'src/tools/mod.rs': MOD,
  'src/tools/garden.rs': GARDEN,
};

function lint(files: Record<string, string>, path = 'src/tools/garden.rs'): FileResult {
  return lintSource(path, files[path], { catalogue, workspace: memoryWorkspace(files, { list: 'entries' }) });
}

describe('rust-source: tools built in a file the crate’s list_tools reaches', () => {
  it('reads each Tool literal of the functions reached, at its name', () => {
    const result = lint(FILES);
    expect(result.format).toBe('rust-source');
    expect(result.source?.tools).toEqual([
      { name: 'plant_seed', line: 14, column: 19 },
      { name: 'water_bed', line: 23, column: 19 },
    ]);
    expect(result.findings).toEqual([]);
  });

  it('follows a call by the type written before it, not by its name alone', () => {
    const other = { ...FILES, 'src/tools/mod.rs': MOD.replace('GardenTools::get_tools()', 'OtherTools::get_tools()') };
    expect(lint(other).source?.tools?.map((t) => t.name)).toEqual(['never_served']);
  });

  it('reads nothing when no list_tools of rmcp reaches the file', () => {
    const cases = [
      { ...FILES, 'src/tools/mod.rs': MOD.replace('tools.extend(GardenTools::get_tools());', '') },
      { ...FILES, 'src/server.rs': SERVER.replace('ToolDefinitions::all()', 'Vec::new()') },
      { ...FILES, 'src/server.rs': SERVER.replaceAll('ListToolsResult', 'Listed') },
    ];
    for (const files of cases) expect(lint(files).source?.tools ?? []).toEqual([]);
  });
});
