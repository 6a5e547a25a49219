import {
  accountEntities,
  apiKeyEntities,
  catalogueEntities,
  communityEntities,
  editingEntities,
  listEntities,
} from '../entities';

/** Every entity the DataSource knows. Each area adds its array here. */
export const entities = [
  ...catalogueEntities,
  ...accountEntities,
  ...listEntities,
  ...editingEntities,
  ...communityEntities,
  ...apiKeyEntities,
];
