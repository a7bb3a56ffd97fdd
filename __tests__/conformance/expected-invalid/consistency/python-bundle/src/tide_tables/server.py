from mcp.server.fastmcp import FastMCP

mcp = FastMCP("tide-tables")


@mcp.tool()
def next_tide(station: str) -> str:
    """Returns the time and height of the next high and low tide at a coastal station."""
    return station


if __name__ == "__main__":
    mcp.run()
