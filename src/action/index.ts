import { actionsRuntime } from '../toolkit/core.js';
import { runAction } from './main.js';

await runAction(actionsRuntime());
