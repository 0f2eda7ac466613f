import { writeChatModel } from "../build/chat-model.ts";
const t = performance.now();
const n = await writeChatModel(process.cwd(), process.cwd() + "/dist");
console.log(n, "examples", ((performance.now() - t) / 1000).toFixed(1), "s");
