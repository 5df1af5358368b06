import { CatalogueList } from './CatalogueList';

/** /app/catalogue: the catalogue's list. */
export function CataloguePage() {
  return <CatalogueList routeId="catalogue" createRoute="catalogueCreate" />;
}

/** /app/management/products (the demo flag's address): the same list; Add item starts a product. */
export function ProductsPage() {
  return <CatalogueList routeId="products" createRoute="productCreate" />;
}
