import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

// `.openapi()` on every zod schema, once, before any route schema is built.
extendZodWithOpenApi(z);

export { z };
