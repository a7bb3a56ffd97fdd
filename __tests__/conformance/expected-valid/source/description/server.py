from mcp.server.fastmcp import FastMCP

mcp = FastMCP("library")


@mcp.tool()
def find_book(title: str) -> str:
    """Find a book in the catalogue by its title and say which shelf holds it."""
    return title
