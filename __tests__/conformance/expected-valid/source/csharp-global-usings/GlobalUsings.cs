global using System.ComponentModel;
global using ModelContextProtocol.Server;
