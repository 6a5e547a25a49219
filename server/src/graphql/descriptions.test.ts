import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  isUnionType,
  type GraphQLNamedType,
} from 'graphql';
import { getSchema } from './schema';

/**
 * Every part of the schema a client reads (type, field, argument, input field, enum value) says
 * what it is for, so the published SDL (/graphql/schema.graphql) is the API's reference. GraphQL's
 * own types (String, __Schema …) are outside the test; Query and Mutation are in it.
 */
function undescribed(type: GraphQLNamedType): string[] {
  const missing: string[] = [];
  const blank = (text: string | null | undefined) => !text?.trim();
  if (blank(type.description)) missing.push(type.name);
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type))
    for (const field of Object.values(type.getFields())) {
      if (blank(field.description)) missing.push(`${type.name}.${field.name}`);
      for (const arg of 'args' in field ? field.args : [])
        if (blank(arg.description)) missing.push(`${type.name}.${field.name}(${arg.name})`);
    }
  if (isEnumType(type))
    for (const value of type.getValues()) if (blank(value.description)) missing.push(`${type.name}.${value.name}`);
  return missing;
}

describe('the GraphQL schema', () => {
  const types = Object.values(getSchema().getTypeMap()).filter(
    (type) => !isIntrospectionType(type) && !isSpecifiedScalarType(type),
  );

  it('describes every type, field, argument and enum value', () => {
    expect(types.flatMap(undescribed)).toEqual([]);
  });

  it('checks the root types and every kind of type (so the walk above is not vacuous)', () => {
    const names = types.map((type) => type.name);
    expect(names).toEqual(expect.arrayContaining(['Query', 'Mutation', 'Tree', 'TreeSearchFilterInput', 'Region']));
    expect(types.some(isEnumType) && types.some(isInputObjectType) && types.some(isObjectType)).toBe(true);
    expect(types.filter(isUnionType)).toEqual([]); // a union would need its own branch above
    const fields = types.flatMap((type) =>
      isObjectType(type) || isInputObjectType(type) || isInterfaceType(type) ? Object.keys(type.getFields()) : [],
    );
    expect(fields.length).toBeGreaterThan(700);
  });
});
