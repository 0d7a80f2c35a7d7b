/** Express 4 does not forward rejected promises to the error handler; this does. */
import type { NextFunction, Request, RequestHandler, Response } from "express";

export function handle(work: (request: Request, response: Response, next: NextFunction) => unknown): RequestHandler {
  return (request, response, next) => {
    try {
      Promise.resolve(work(request, response, next)).catch(next);
    } catch (error) {
      next(error);
    }
  };
}
