/** The chat as the page holds it: stored messages plus the turn that is streaming now. */
import type { ChatResponse, StageName } from "~/lib/response";
import type { MessageView } from "~/lib/load-context";

export interface StageProgress {
  stage: StageName;
  status: "running" | "done";
  ms: number | null;
}

export interface ChatTurn {
  id: string;
  role: "user" | "assistant";
  /** The question, or the answer text (streamed draft while streaming). */
  content: string;
  status: "streaming" | "complete" | "interrupted" | "failed";
  response: ChatResponse | null;
  stages: StageProgress[];
  error: string | null;
  /** True once streamed text was withdrawn (a draft failed the checks, or the web adds to it) and is rewritten. */
  revised?: boolean;
}

export const stageLabels: Record<StageName, string> = {
  planner: "Reading your question…",
  retriever: "Searching your documents…",
  reasoner: "Writing the answer…",
  validator: "Checking the answer…",
  web: "Checking the web…",
  responder: "Gathering sources and suggestions…",
};

export const stageTitles: Record<StageName, string> = {
  planner: "Planner",
  retriever: "Retriever",
  reasoner: "Reasoner",
  validator: "Validator",
  web: "Web search",
  responder: "Responder",
};

export function turnsFromMessages(messages: MessageView[]): ChatTurn[] {
  return messages.map((message) => ({
    id: message.id,
    role: message.role,
    content: message.status === "failed" && message.role === "assistant" ? "" : (message.response?.answer ?? message.content),
    status: message.status,
    response: message.response,
    stages: [],
    error: message.status === "failed" && message.role === "assistant" ? message.content || "This answer failed." : null,
  }));
}
