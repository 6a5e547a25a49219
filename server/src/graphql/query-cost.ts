import {
  GraphQLError,
  getNamedType,
  getNullableType,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';

/**
 * The cost budget of one GraphQL operation, counted before anything runs (a validation rule: a
 * refused operation answers 400 GRAPHQL_VALIDATION_FAILED and runs no resolver, no SQL).
 *
 * cost(field) = (1 + cost of its selections) × its multiplier, summed over every field (each alias
 * counts), where the multiplier is how many items the field can answer, as GitHub's API counts:
 * - a list-size argument (`resultsPerPage`, `first`, `limit`, `pageSize`): its literal value; a
 *   variable counts as the largest value the server accepts (LIST_SIZE_ARGUMENTS); absent, the
 *   argument's schema default;
 * - on a field that answers one object (a search payload), that size passes to the object's list
 *   fields (`searchTrees(resultsPerPage: 100) { pageResults { ... } }` counts the cards 100 times);
 * - other lists of objects: LIST_FIELD_SIZES, else DEFAULT_LIST_SIZE; lists of scalars count once.
 */
export const QUERY_COST = {
  maxCost: 10_000,
  defaultListSize: 10,
} as const;

/** List-size arguments and the largest value each may ask for (what a variable counts as). */
export const LIST_SIZE_ARGUMENTS: Record<string, number> = {
  resultsPerPage: 100,
  first: 100,
  last: 100,
  pageSize: 100,
  limit: 1000,
};

/** List fields without a size argument whose size is known. */
export const LIST_FIELD_SIZES: Record<string, number> = {
  'ListSearchPayload.lists': 10, // public lists, 10 a page
  'Query.nameSuggestions': 100, // at most 100
  'Query.editorQueue': 200, // services/community/queue.ts QUEUE_LIMIT
  'Query.myContributions': 200, // services/community/contributions.ts MY_CONTRIBUTIONS_LIMIT
  'WhyNotPayload.alternatives': 5, // at most 5 (services/site)
  'WhyNotPayload.failed': 8, // one per constraint
  'SiteResult.reasonTexts': 10, // one per goal met (10 goals)
  'SiteResult.warningTexts': 4, // root damage, wet fruit, weak branches, invasive
};

type Fragments = Map<string, FragmentDefinitionNode>;

/** The cost of one operation of a document, as the rule counts it. */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): number {
  const fragments: Fragments = new Map(
    document.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const root = schema.getRootType(operation.operation);
  return root ? selectionCost(schema, fragments, root, operation.selectionSet, null, new Set()) : 0;
}

function selectionCost(
  schema: GraphQLSchema,
  fragments: Fragments,
  parent: GraphQLCompositeType,
  selectionSet: SelectionSetNode,
  inheritedSize: number | null,
  spreading: Set<string>,
): number {
  let total = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      total += fieldCost(schema, fragments, parent, selection, inheritedSize, spreading);
    } else {
      const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection;
      const name = selection.kind === Kind.FRAGMENT_SPREAD ? selection.name.value : null;
      if (!fragment || (name && spreading.has(name))) continue; // unknown or cyclic: other rules refuse it
      const condition = fragment.typeCondition ? schema.getType(fragment.typeCondition.name.value) : parent;
      if (!condition || !isCompositeType(condition)) continue;
      const inner = name ? new Set([...spreading, name]) : spreading;
      total += selectionCost(schema, fragments, condition, fragment.selectionSet, inheritedSize, inner);
    }
  }
  return total;
}

function fieldCost(
  schema: GraphQLSchema,
  fragments: Fragments,
  parent: GraphQLCompositeType,
  node: FieldNode,
  inheritedSize: number | null,
  spreading: Set<string>,
): number {
  // __typename is answered from the schema, no resolver runs: free. Apollo Client adds it to every
  // selection set, so counting it would price what the client sends above what its documents say.
  if (node.name.value === '__typename') return 0;
  const definition = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[node.name.value] : undefined;
  if (!definition) return 1; // an unknown field other rules refuse
  const named = getNamedType(definition.type);
  const ownSize = sizeArgument(definition, node);
  const list = isListType(getNullableType(definition.type));
  const children =
    node.selectionSet && isCompositeType(named)
      ? selectionCost(schema, fragments, named, node.selectionSet, list ? null : ownSize, spreading)
      : 0;
  if (!list || !isCompositeType(named)) return 1 + children;
  const multiplier =
    ownSize ?? inheritedSize ?? LIST_FIELD_SIZES[`${parent.name}.${definition.name}`] ?? QUERY_COST.defaultListSize;
  return (1 + children) * multiplier;
}

/** The field's list size from its arguments, or null when it has no size argument. */
function sizeArgument(definition: GraphQLField<unknown, unknown>, node: FieldNode): number | null {
  for (const argument of definition.args) {
    const largest = LIST_SIZE_ARGUMENTS[argument.name];
    if (largest === undefined) continue;
    const given = node.arguments?.find((candidate) => candidate.name.value === argument.name)?.value;
    if (given?.kind === Kind.INT) return Math.max(0, Number(given.value));
    if (given?.kind === Kind.VARIABLE) return largest;
    if (typeof argument.defaultValue === 'number') return argument.defaultValue;
    return largest;
  }
  return null;
}

/** The validation rule: refuses an operation whose cost is above `maxCost`. */
export function queryCostRule(maxCost: number = QUERY_COST.maxCost): ValidationRule {
  return (context) => ({
    OperationDefinition(operation) {
      const cost = operationCost(context.getSchema(), context.getDocument(), operation);
      if (cost > maxCost) {
        context.reportError(
          new GraphQLError(
            `Query cost ${cost} is over the cost limit of ${maxCost}: ask for fewer fields, fewer aliases or smaller pages.`,
            { nodes: [operation] },
          ),
        );
      }
    },
  });
}
