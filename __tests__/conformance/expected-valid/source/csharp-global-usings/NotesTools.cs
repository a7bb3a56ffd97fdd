namespace Notes;

// The SDK's namespace comes in through GlobalUsings.cs: this file names only its attributes.
[McpServerToolType]
public static class NotesTools
{
    [McpServerTool(Name = "find_note", ReadOnly = true), Description("Finds the notes whose title holds the given words.")]
    public static string FindNote([Description("Words from the note's title.")] string words) => words;
}
