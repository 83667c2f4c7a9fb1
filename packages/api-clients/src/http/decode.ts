// Turns an unknown JSON value into a core value, or into a DecodeError that names the call and the
// first offending field, never into a thrown exception.
import { Effect, Schema, SchemaIssue } from 'effect';
import { DecodeError, type CallErrorKey } from '../errors.ts';

export interface CallIdentity {
  /** The span name of the call, e.g. 'Gateway.balances'. */
  readonly call: string;
  readonly errorKey: CallErrorKey;
}

/**
 * The name of the call under way: the span its client method opened with `Effect.fn(name)`. A method
 * writes its name once, there; errors and decoding read it back from the span.
 */
export const currentCallName: Effect.Effect<string> = Effect.currentSpan.pipe(
  Effect.map((span) => span.name),
  Effect.orElseSucceed(() => 'unnamed call'),
);

const issuesOf = SchemaIssue.makeFormatterStandardSchemaV1();

const pathText = (path: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined): string =>
  path === undefined || path.length === 0 ? '(root)' : path.map((segment) => String(typeof segment === 'object' ? segment.key : segment)).join('.');

/** The DecodeError for a schema issue: the first issue's path and text. */
export const decodeErrorOf = (issue: SchemaIssue.Issue, where: CallIdentity): DecodeError => {
  const first = issuesOf(issue).issues[0];
  const field = pathText(first?.path);
  const text = first?.message ?? 'Invalid value';
  return new DecodeError({
    call: where.call,
    errorKey: where.errorKey,
    field,
    issue: text,
    message: `${where.call}: unexpected response at ${field}: ${text}`,
  });
};

/** A decoder of one schema for one call. */
export const decoderFor = <T>(schema: Schema.Codec<T, unknown>, where: CallIdentity) => {
  const decode = Schema.decodeUnknownEffect(schema);
  return (input: unknown): Effect.Effect<T, DecodeError> => decode(input).pipe(Effect.mapError((error) => decodeErrorOf(error.issue, where)));
};
