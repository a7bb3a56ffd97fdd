use rmcp::{handler::server::wrapper::Parameters, tool, tool_router};

#[derive(Debug, serde::Deserialize, schemars::JsonSchema)]
pub struct ForecastRequest {
    /// The city to forecast, such as "Lisbon".
    pub city: String,
    #[schemars(description = "How many days ahead, from 1 to 7.")]
    pub days: Option<u8>,
}

#[derive(Clone)]
pub struct Weather;

#[tool_router]
impl Weather {
    /// Forecasts the weather of a city.
    ///
    /// Temperatures are in degrees Celsius.
    #[tool(annotations(read_only_hint = true, open_world_hint = true))]
    async fn forecast(&self, Parameters(request): Parameters<ForecastRequest>) -> String {
        format!("{} for {:?} days", request.city, request.days)
    }

    #[tool(name = "list_stations", description = "Lists the weather stations the server reads.")]
    fn stations(&self) -> String {
        String::new()
    }
}
