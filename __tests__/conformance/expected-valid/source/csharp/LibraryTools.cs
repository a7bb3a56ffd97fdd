using System.ComponentModel;
using ModelContextProtocol.Server;

namespace Library;

[McpServerToolType]
public static class LibraryTools
{
    private const string SearchHelp =
        "Searches the catalogue by title or author. " +
        "Returns at most the given number of matches.";

    [McpServerTool(Name = "search_catalogue", ReadOnly = true, OpenWorld = false), Description(SearchHelp)]
    public static async Task<string> SearchAsync(
        [Description("Words from the title or the author's name.")] string query,
        [Description("How many matches to return.")] int limit = 10,
        CancellationToken cancellationToken = default)
    {
        await Task.Yield();
        return query;
    }

    [McpServerTool(Destructive = false, Idempotent = true)]
    [Description("""
        Renews a loan by two weeks.
        A loan can be renewed three times.
        """)]
    public static string RenewLoan([Description("The loan's number.")] long loanId) => loanId.ToString();
}
