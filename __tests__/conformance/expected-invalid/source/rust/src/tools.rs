use rmcp::{tool, tool_router};

#[derive(Clone)]
pub struct Weather;

#[tool_router]
impl Weather {
    #[tool(name = "list stations")]
    fn stations(&self) -> String {
        String::new()
    }

    /// Forecasts the weather of a city.
    #[tool(name = "forecast")]
    fn forecast(&self) -> String {
        String::new()
    }

    #[tool(name = "forecast", description = "Forecasts tomorrow's weather.")]
    fn forecast_tomorrow(&self) -> String {
        String::new()
    }
}
