from mcp.server.fastmcp import FastMCP

mcp = FastMCP("library")


@mcp.tool()
def find_author(name: str) -> str:
    # Adjacent strings in parentheses are the docstring, as ast.get_docstring reads it.
    (
        "Find an author in the catalogue by name "
        "and list the books of theirs it holds."
    )
    return name
