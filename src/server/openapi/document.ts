import { z } from "zod";
import { appletNameBody, feedbackBody, subscriberBody, suggestionBody } from "../../contracts/data-api";
import { generatorFunctions } from "../functions";
import { functionDocs } from "./function-docs";

type Json = Record<string, unknown>;

/** JSON Schema of a request contract as a client sends it (transforms cannot be described, refinements are dropped). */
function requestSchema(schema: z.ZodType): Json {
  try {
    const s = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Json;
    delete s.$schema;
    return s;
  } catch {
    return { type: "object" };
  }
}

const errorRef = { "application/json": { schema: { $ref: "#/components/schemas/Error" } } };

function errorResponses(extra: Record<string, string> = {}): Json {
  const out: Json = {
    "400": { description: "Invalid body", content: errorRef },
    "429": { description: "Too many requests from this IP", content: errorRef },
  };
  for (const [code, description] of Object.entries(extra)) out[code] = { description, content: errorRef };
  return out;
}

function write(summary: string, schema: z.ZodType, extra: Record<string, string> = {}): Json {
  return {
    post: {
      summary,
      requestBody: { required: true, content: { "application/json": { schema: requestSchema(schema) } } },
      responses: { "201": { description: "Stored" }, ...errorResponses({ "503": "Database unavailable", ...extra }) },
    },
  };
}

/** The OpenAPI 3.1 description of the whole HTTP API, built from the zod contracts. */
export function openApiDocument(basePath = ""): Json {
  const paths: Json = {
    "/api/health": {
      get: {
        summary: "Liveness: the database answers",
        responses: {
          "200": { description: "OK", content: { "application/json": { example: { status: "ok", database: "pglite" } } } },
          "503": { description: "Database unreachable" },
        },
      },
    },
    "/api/ready": {
      get: { summary: "Readiness: database reachable and migrations applied", responses: { "200": { description: "Ready" }, "503": { description: "Not ready" } } },
    },
    "/api/applet-views": write("Record an applet page view", appletNameBody),
    "/api/applet-views/weekly": {
      get: {
        summary: "Views per applet since a moment (the home page sends its local Sunday 00:00)",
        parameters: [{ name: "since", in: "query", required: true, schema: { type: "string", format: "date-time" } }],
        responses: {
          "200": {
            description: "Counts per applet title",
            content: { "application/json": { schema: { type: "object", properties: { counts: { type: "object", additionalProperties: { type: "integer" } } } } } },
          },
          "400": { description: "Missing or invalid since", content: errorRef },
        },
      },
    },
    "/api/calculations": write("Record a successful use of a tool", appletNameBody),
    "/api/calculations/count": {
      get: {
        summary: "Total calculations by all users",
        responses: { "200": { description: "Count", content: { "application/json": { schema: { type: "object", properties: { count: { type: "integer" } } } } } } },
      },
    },
    "/api/calculations/stream": {
      get: {
        summary: "Server-sent events: one `insert` event per new calculation, from any server instance",
        responses: { "200": { description: "text/event-stream", content: { "text/event-stream": { schema: { type: "string" } } } } },
      },
    },
    "/api/email-subscribers": write("Subscribe an email to new-applet notifications", subscriberBody, { "409": "Already subscribed (code 23505)" }),
    "/api/feedback": write("Submit feedback", feedbackBody),
    "/api/applet-suggestions": write("Suggest a new applet", suggestionBody),
  };

  for (const fn of generatorFunctions) {
    const doc = functionDocs[fn.name];
    paths[`/api/functions/${fn.name}`] = {
      post: {
        summary: doc?.summary ?? fn.name,
        requestBody: {
          required: true,
          content: { "application/json": { schema: requestSchema(fn.request), ...(doc ? { example: doc.example } : {}) } },
        },
        responses: {
          "200": {
            description: "Result",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: Object.fromEntries(Object.entries(doc?.returns ?? {}).map(([k, v]) => [k, { description: v }])),
                },
              },
            },
          },
          ...errorResponses({ "422": "The built-in engine cannot answer this request honestly", "502": "An outside service failed" }),
        },
      },
    };
  }

  return {
    openapi: "3.1.0",
    info: {
      title: "Data Analyst Tools API",
      version: "1.0.0",
      description:
        "The data API behind the usage badge, popularity order and footer forms, and the generator functions behind the tools. " +
        "All bodies are JSON; unknown fields are dropped; writes and generators are rate-limited per client IP.",
    },
    servers: [{ url: basePath || "/" }],
    paths,
    components: {
      schemas: {
        Error: {
          type: "object",
          properties: { error: { type: "string" }, code: { type: "string" }, suggestions: { type: "array", items: { type: "string" } } },
          required: ["error"],
        },
      },
    },
  };
}
