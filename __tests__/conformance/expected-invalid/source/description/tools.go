package notes

import "github.com/mark3labs/mcp-go/mcp"

// Every option is written out, in the literal slice and appended one by one, and none is a description.
func archiveNote() mcp.Tool {
	return mcp.NewTool("archive_note",
		append([]mcp.ToolOption{
			mcp.WithString("id", mcp.Required(), mcp.Description("The note to archive.")),
		}, mcp.WithBoolean("keep_copy", mcp.Description("Whether to keep a copy.")))...,
	)
}
