from fastmcp import FastMCP

mcp = FastMCP("invoices")


@mcp.tool(version="1.0")
def total(amounts: list[float]) -> float:
    """Add up the invoice amounts."""
    return sum(amounts)


@mcp.tool(version="2.0")
def total(amounts: list[float], tax_rate: float = 0.0) -> float:  # noqa: F811
    """Add up the invoice amounts, then apply the tax rate."""
    return sum(amounts) * (1 + tax_rate)
