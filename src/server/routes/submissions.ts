import type { FastifyInstance } from "fastify";
import { feedbackBody, subscriberBody, suggestionBody } from "../../contracts/data-api";
import { messages } from "../../contracts/messages";
import { UNIQUE_VIOLATION, pgErrorCode } from "../db/types";
import { HttpError } from "../http-error";
import { parse } from "./validate";
import { dbWrite, writeRouteOptions } from "./write-guard";

/** Writes from anonymous visitors. Nothing here ever reads these tables back out. */
export async function submissionRoutes(app: FastifyInstance) {
  app.post("/api/email-subscribers", writeRouteOptions(app), async (req, reply) => {
    const { email, source } = parse(subscriberBody, req.body);
    await dbWrite(async () => {
      try {
        await app.db.query("INSERT INTO email_subscribers (email, source) VALUES ($1, $2)", [email, source]);
      } catch (err) {
        if (pgErrorCode(err) === UNIQUE_VIOLATION) {
          throw new HttpError(409, { code: UNIQUE_VIOLATION, error: messages.email.alreadyBody });
        }
        throw err;
      }
    });
    return reply.code(201).send({ ok: true });
  });

  app.post("/api/feedback", writeRouteOptions(app), async (req, reply) => {
    const b = parse(feedbackBody, req.body);
    await dbWrite(() =>
      app.db.query("INSERT INTO feedback (url, feedback_text, name, email) VALUES ($1, $2, $3, $4)", [
        b.url,
        b.feedback_text,
        b.name,
        b.email,
      ]),
    );
    return reply.code(201).send({ ok: true });
  });

  app.post("/api/applet-suggestions", writeRouteOptions(app), async (req, reply) => {
    const b = parse(suggestionBody, req.body);
    await dbWrite(() =>
      app.db.query(
        "INSERT INTO applet_suggestions (url, title, description, name, email) VALUES ($1, $2, $3, $4, $5)",
        [b.url, b.title, b.description, b.name, b.email],
      ),
    );
    return reply.code(201).send({ ok: true });
  });
}
