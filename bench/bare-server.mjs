// The yardstick of `npm run bench`: a bare Fastify JSON route on this machine, measured in the same run as the
// real endpoints, so that each result reads as a share of what the framework alone does here.
import Fastify from "fastify";

const port = Number(process.env.PORT ?? 3399);
const app = Fastify({ logger: false });
app.get("/bare", async () => ({ success: true }));
// What a balancer's readiness check asks for (bench/cluster.ts puts this route behind HAProxy).
app.get("/api/health/ready", async () => ({ success: true }));
await app.listen({ port, host: "127.0.0.1" });
console.log(`bare route on ${port}`);
