"""Card rendering: faces drawn from card data, backs drawn from their names, user images."""
