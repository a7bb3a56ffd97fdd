/**
 * A converted type (converted-types.ts) whose package variables the module registers one by one through a
 * method keeping them in a registry: only the variables such a call gives are tools; a variable of the type
 * kept for another feature to delegate to is none, neither read nor listed.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const FEATURES = `package features

type Feature struct {
\tName        string
\tDescription string
}

type Registry struct {
\tfeatures map[string]*Feature
}

func (r *Registry) Register(feature *Feature) {
\tr.features[feature.Name] = feature
}

func (r *Registry) All() []*Feature {
\tout := []*Feature{}
\tfor _, f := range r.features {
\t\tout = append(out, f)
\t}
\treturn out
}
`;

const INBOX = `package features

var Inbox = &Feature{
\tName:        "inbox",
\tDescription: "Lists the unread messages.",
}

var (
\tMentions = &Feature{
\t\tName:        "inbox view='mentions'",
\t\tDescription: "Lists the mentions.",
\t}
\tSay = &Feature{Name: "say", Description: "Posts a message."}
)

func delegate() { run(Mentions) }
`;

const server = (registered: string) => `package server

import (
\t"example.com/slack/pkg/features"
\t"github.com/mark3labs/mcp-go/mcp"
)

func New(s *Server) {
\tregistry := &features.Registry{}
${registered}
\tfor _, f := range registry.All() {
\t\tadd(s, f)
\t}
}

func add(s *Server, f *features.Feature) {
\ts.AddTool(mcp.NewTool(f.Name, mcp.WithDescription(f.Description)), handle)
}
`;

const GO_MOD = 'module example.com/slack\n\ngo 1.23\n\nrequire github.com/mark3labs/mcp-go v0.32.0\n';

function lint(registered: string, features = FEATURES): FileResult {
  const files = {
    'go.mod': GO_MOD,
    'pkg/features/features.go': features,
    'pkg/features/inbox.go': INBOX,
    'pkg/server/server.go': server(registered),
  };
  return lintSource('pkg/features/inbox.go', INBOX, { catalogue, workspace: memoryWorkspace(files, { list: 'entries' }) });
}

describe('go-source: package variables of a converted type registered one by one', () => {
  it('reads only the variables a keeping method is given, qualified by their import', () => {
    const result = lint('\tregistry.Register(features.Inbox)\n\tregistry.Register(features.Say)');
    expect(result.format).toBe('go-source');
    expect(result.findings).toEqual([]);
    expect(result.source?.tools).toEqual([
      { name: 'inbox', line: 4, column: 15 },
      { name: 'say', line: 13, column: 23 },
    ]);
    expect(result.source?.dynamic).toEqual([]);
  });

  it('reads every variable when none is registered by such a call', () => {
    const result = lint('\tregistry.Use(features.Inbox)');
    expect(result.source?.tools?.map((t) => t.name)).toEqual(['inbox', "inbox view='mentions'", 'say']);
  });

  it('judges nothing when the method does not keep its parameter whole', () => {
    const filtering = FEATURES.replace('r.features[feature.Name] = feature', 'if feature.Name != "" {\n\t\tr.features[feature.Name] = nil\n\t}');
    const result = lint('\tregistry.Register(features.Inbox)', filtering);
    expect(result.source?.tools).toHaveLength(3);
  });

  it('judges nothing when a call gives anything else: a local, a call, a variable of another package', () => {
    for (const other of ['f', 'pick()', 'other.Inbox']) {
      const result = lint(`\tregistry.Register(${other})\n\tregistry.Register(features.Say)`);
      expect(result.source?.tools?.map((t) => t.name)).toEqual(['inbox', "inbox view='mentions'", 'say']);
    }
  });

  it('reads a bare variable of the package registered there, and a literal registered in place', () => {
    const own = `${FEATURES}\nfunc Defaults(r *Registry) {\n\tr.Register(Say)\n\tr.Register(&Feature{Name: "ping", Description: "Pings."})\n}\n`;
    const result = lint('', own);
    expect(result.source?.tools?.map((t) => t.name)).toEqual(['say']);
  });
});
