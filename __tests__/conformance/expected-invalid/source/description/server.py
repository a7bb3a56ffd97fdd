from mcp.server.fastmcp import FastMCP

mcp = FastMCP("library")


@mcp.tool()
def find_book(title: str) -> str:
    return title


@mcp.tool(description="")
def lend_book(title: str, reader: str) -> str:
    return f"{title} to {reader}"
