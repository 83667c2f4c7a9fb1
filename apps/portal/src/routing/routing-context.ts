// The routing settings of the request (routing-config.ts) on React Router's context; the server
// sets them per app, the default serves `react-router dev`.
import { createContext } from 'react-router';
import { defaultRoutingConfig, type RoutingConfig } from './routing-config.ts';

export const routingConfigContext = createContext<RoutingConfig>(defaultRoutingConfig());
