package notes

import "github.com/mark3labs/mcp-go/mcp"

// Options every note-writing tool shares.
var noteFields = []mcp.ToolOption{
	mcp.WithString("body", mcp.Description("The text of the note.")),
}

// A tool's own options in a literal slice, the shared ones appended: the description is read from the
// literal, and the appended slice is listed as not statically known.
func createNote() mcp.Tool {
	return mcp.NewTool("create_note",
		append([]mcp.ToolOption{
			mcp.WithDescription("Creates a note in the given notebook."),
			mcp.WithString("notebook", mcp.Required(), mcp.Description("The notebook to write in.")),
		}, noteFields...)...,
	)
}

// No description written out, but the appended slice may hold one: not reported.
func editNote(extra []mcp.ToolOption) mcp.Tool {
	return mcp.NewTool("edit_note",
		append([]mcp.ToolOption{
			mcp.WithString("id", mcp.Required(), mcp.Description("The note to change.")),
		}, extra...)...,
	)
}
