// ir.json: the model itself, for SDKs in other languages. Its shape is docs/ir.schema.json.
import { bannerText } from "../shared/banner.ts";
import type { EmitContext, OutputFile } from "../shared/output.ts";

export const IR_FORMAT = "botspec-ir/1";

export function emitIrJson(ctx: EmitContext): OutputFile[] {
  const document = { $comment: bannerText(ctx), format: IR_FORMAT, ...ctx.model };
  return [{ path: "ir.json", contents: `${JSON.stringify(document, null, 2)}\n` }];
}
