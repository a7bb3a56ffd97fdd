package garden;

import java.util.List;

import org.springaicommunity.mcp.annotation.McpTool;
import org.springaicommunity.mcp.annotation.McpToolParam;
import org.springframework.stereotype.Component;

@Component
public class GardenTools {

    private static final String WATERING = """
        Says when each bed of the garden was last watered.
        Dates are in the garden's own time zone.
        """;

    @McpTool(name = "watering_log", description = WATERING,
             annotations = @McpTool.McpAnnotations(readOnlyHint = true))
    public List<String> wateringLog(
            @McpToolParam(description = "The bed's number, as on its sign") int bed,
            @McpToolParam(description = "How many entries to return", required = false) Integer limit) {
        return List.of();
    }

    @McpTool(name = "plant_seeds", description = "Records that seeds were sown in a bed.")
    public String plantSeeds(
            @McpToolParam(description = "The bed's number") int bed,
            @McpToolParam(description = "What was sown, as written on the packet") String seeds) {
        return "ok";
    }
}
