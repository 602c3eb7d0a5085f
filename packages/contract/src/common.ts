/** Building blocks of the contract: the schemas every endpoint's request and answer are made of. */
import { type Static, type TProperties, type TSchema, Type } from 'typebox';

export const INT32_MAX = 2_147_483_647;

/**
 * An object with these fields and no other. In a request, the API drops fields it does not name
 * before the handler sees them (old pages and browsers send more); in an answer, the API's tests
 * refuse them, so the contract names every field the apps can read.
 */
export const Shape = <Properties extends TProperties>(properties: Properties) =>
  Type.Object(properties, { additionalProperties: false });

/**
 * One of these values, as a request field: `{ type, enum }` exactly as JSON Schema says it, so
 * the query's text "2" is coerced to 2 before it is compared, and a refusal reads
 * `querystring/type must be one of 1, 2, 6`.
 */
export const OneOf = <const Values extends readonly (string | number)[]>(
  values: Values,
  options: { default?: Values[number] } = {},
) =>
  Type.Unsafe<Values[number]>({
    type: typeof values[0] === 'number' ? 'integer' : 'string',
    enum: [...values],
    ...options,
  });

/** One of a catalogue's ids (@591/config's `{ id, name }` lists), as OneOf takes them. */
export const OneOfIds = <const Item extends { readonly id: string | number }>(
  items: readonly Item[],
  options: { default?: Item['id'] } = {},
) => OneOf(items.map((item) => item.id) as readonly Item['id'][], options);

export const Nullable = <Schema extends TSchema>(schema: Schema) =>
  Type.Union([schema, Type.Null()]);

export const PositiveId = Type.Integer({ minimum: 1, maximum: INT32_MAX });

/** `:id` of a route: a listing, draft or other row's positive id. */
export const IdParams = Shape({ id: PositiveId });
export type IdParams = Static<typeof IdParams>;

/** A parameter that may be repeated or comma-separated; parsed further by the route. */
export const ListParam = Type.Array(Type.String({ maxLength: 200 }), { maxItems: 20 });

export const RegionParam = Type.Integer({ minimum: 1, maximum: 99 });

export const PageParams = {
  page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 30 }),
};

/** A member's own paged list: `?page=&pageSize=`, nothing else. */
export const PageQuery = Shape(PageParams);
export type PageQuery = Static<typeof PageQuery>;

/** A page of a list as the API answers it: the page asked for and the total. */
export const Page = <Item extends TSchema>(item: Item) =>
  Shape({
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
    items: Type.Array(item),
  });

/** The spec's envelope of member and bff answers: `{ status: 1, data }`. */
export const Envelope = <Data extends TSchema>(data: Data) =>
  Shape({ status: Type.Literal(1), data });

/** An answer with nothing to say but that it worked. */
export const Done = Shape({ status: Type.Literal(1) });
export type Done = Static<typeof Done>;

/** ISO 8601 time, as every time in an answer is sent. */
export const IsoTime = Type.String();

export const IdName = Shape({ id: Type.Integer(), name: Type.String() });
export type IdName = Static<typeof IdName>;

export const CodeName = Shape({ code: Type.String(), name: Type.String() });
export type CodeName = Static<typeof CodeName>;

/** Every error the API answers: the status, its name and a message for the visitor. */
export const ApiError = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
});
export type ApiError = Static<typeof ApiError>;

/** A form's refusal: the error, worded for the visitor, and the field to show it at. */
export const FormRefusal = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  field: Type.Optional(Type.String()),
});
export type FormRefusal = Static<typeof FormRefusal>;
