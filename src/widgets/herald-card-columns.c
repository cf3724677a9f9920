/* herald-card-columns.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The players' cards beside the dice, in as many columns as their measured minimum width
 * allows in the width the container is given (at most two). The number of columns was chosen
 * from fixed window widths before (1140 px for two), and at text scale 1.5 a card needs more
 * than half of what was left at 1280 px: the right-hand column was cut off (issue 11). Here it
 * follows the cards themselves, so a larger font or a longer translation means fewer columns.
 *
 * Nothing is measured per frame: GTK keeps each card's measurements until the card asks for a
 * new size (its text, its font or the text scale changed), and the container is laid out only
 * when its width or a card's size changes. */

#include "config.h"

#include "herald-card-columns.h"
#include "herald-clamp-layout.h"
#include "herald-damage-group.h"

#define SPACING 8
#define MAX_COLUMNS 2

struct _HeraldCardColumns
{
  GtkWidget parent_instance;

  guint     columns;      /* at the last allocation; 0 before */
  int       child_width;  /* the widest minimum width at the last allocation */
};

G_DEFINE_FINAL_TYPE (HeraldCardColumns, herald_card_columns, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_CHILD_WIDTH, N_PROPS };

static GParamSpec *properties[N_PROPS];

/* As many columns as fit @width with each at least @child_min wide; at least one */
static guint
columns_for_width (guint n_children,
                   int   child_min,
                   int   width)
{
  guint columns = CLAMP (n_children, 1, MAX_COLUMNS);

  while (columns > 1 && (int) columns * child_min + ((int) columns - 1) * SPACING > width)
    columns--;

  return columns;
}

static int
column_width (guint columns,
              int   child_min,
              int   width)
{
  return MAX (child_min, (width - ((int) columns - 1) * SPACING) / (int) columns);
}

static GtkSizeRequestMode
herald_card_columns_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
herald_card_columns_measure (GtkWidget      *widget,
                             GtkOrientation  orientation,
                             int             for_size,
                             int            *minimum,
                             int            *natural,
                             int            *minimum_baseline,
                             int            *natural_baseline)
{
  /* the widest minimum and natural widths of the visible cards */
  int child_min, child_nat;
  guint n = herald_measure_children (widget, GTK_ORIENTATION_HORIZONTAL, -1, &child_min,
                                     &child_nat);

  *minimum = *natural = 0;
  if (n == 0)
    return;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      guint most = CLAMP (n, 1, MAX_COLUMNS);

      /* one column at the least, side by side at their natural widths at the most */
      *minimum = child_min;
      *natural = MAX (child_min, (int) most * child_nat + ((int) most - 1) * SPACING);
    }
  else
    {
      /* free of a width: as tall as in one column, the tallest it can be */
      int width = for_size < 0 ? child_min : for_size;
      guint columns = columns_for_width (n, child_min, width);
      int rows = (int) ((n + columns - 1) / columns);
      int row_min, row_nat;

      /* the tallest card's minimum and natural heights in its column */
      herald_measure_children (widget, GTK_ORIENTATION_VERTICAL,
                               column_width (columns, child_min, width), &row_min, &row_nat);
      *minimum = rows * row_min + (rows - 1) * SPACING;
      *natural = rows * row_nat + (rows - 1) * SPACING;
    }
}

static void
herald_card_columns_size_allocate (GtkWidget *widget,
                                   int        width,
                                   int        height,
                                   int        baseline)
{
  HeraldCardColumns *self = HERALD_CARD_COLUMNS (widget);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  int child_min, child_nat, cell_width, row_min, row_nat, row_height, rows;
  guint n = herald_measure_children (widget, GTK_ORIENTATION_HORIZONTAL, -1, &child_min,
                                     &child_nat);
  guint i = 0;

  if (n == 0)
    return;

  /* a card grew wider (a badge, a larger number, another font): said, for the window's
   * choice of a page of its own for the players (herald_window_queue_width_probe ()) */
  if (child_min != self->child_width)
    {
      self->child_width = child_min;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHILD_WIDTH]);
    }
  self->columns = columns_for_width (n, child_min, width);
  cell_width = column_width (self->columns, child_min, width);
  rows = (int) ((n + self->columns - 1) / self->columns);
  herald_measure_children (widget, GTK_ORIENTATION_VERTICAL, cell_width, &row_min, &row_nat);
  /* every row as tall as the tallest card (as the grid's homogeneous rows were), shorter
   * only down to their minimum when the height given is less */
  row_height = row_nat;
  if (rows * row_nat + (rows - 1) * SPACING > height)
    row_height = MAX (row_min, (height - (rows - 1) * SPACING) / rows);

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      guint column, row;
      int x;

      if (!gtk_widget_should_layout (child))
        continue;
      column = i % self->columns;
      row = i / self->columns;
      x = (int) column * (cell_width + SPACING);
      if (rtl)
        x = width - x - cell_width;
      gtk_widget_size_allocate (child,
                                &(GtkAllocation) { x, (int) row * (row_height + SPACING), cell_width, row_height },
                                -1);
      i++;
    }
}

static void
herald_card_columns_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (herald_card_columns_parent_class)->dispose (object);
}

static void
herald_card_columns_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  HeraldCardColumns *self = HERALD_CARD_COLUMNS (object);

  switch (prop_id)
    {
    case PROP_CHILD_WIDTH:
      g_value_set_int (value, self->child_width);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
herald_card_columns_class_init (HeraldCardColumnsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = herald_card_columns_dispose;
  object_class->get_property = herald_card_columns_get_property;

  /**
   * HeraldCardColumns:child-width:
   *
   * The widest minimum width of the children at the last allocation, in pixels: what one
   * column needs. Notified as it changes, during the allocation (a handler must not change
   * sizes then, only schedule).
   */
  properties[PROP_CHILD_WIDTH] =
    g_param_spec_int ("child-width", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  widget_class->get_request_mode = herald_card_columns_get_request_mode;
  widget_class->measure = herald_card_columns_measure;
  widget_class->size_allocate = herald_card_columns_size_allocate;
  /* a card that changed is drawn again as one rectangle, or only its parts that changed
   * where they are few (herald-damage-group.c) */
  widget_class->snapshot = herald_damage_group_snapshot_parts;
  gtk_widget_class_set_css_name (widget_class, "cardcolumns");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
herald_card_columns_init (HeraldCardColumns *self)
{
}

/**
 * herald_card_columns_new:
 *
 * Returns: (transfer floating): a new, empty container of player cards
 */
GtkWidget *
herald_card_columns_new (void)
{
  return g_object_new (HERALD_TYPE_CARD_COLUMNS, NULL);
}

/**
 * herald_card_columns_append:
 * @self: the container
 * @child: a widget without a parent (a player card)
 *
 * Adds @child after the others: cards are placed row by row, left to right (right to left in
 * a right-to-left language).
 */
void
herald_card_columns_append (HeraldCardColumns *self,
                            GtkWidget         *child)
{
  g_return_if_fail (HERALD_IS_CARD_COLUMNS (self));
  g_return_if_fail (GTK_IS_WIDGET (child) && gtk_widget_get_parent (child) == NULL);

  gtk_widget_insert_before (child, GTK_WIDGET (self), NULL);
}

/**
 * herald_card_columns_remove:
 * @self: the container
 * @child: one of its children
 */
void
herald_card_columns_remove (HeraldCardColumns *self,
                            GtkWidget         *child)
{
  g_return_if_fail (HERALD_IS_CARD_COLUMNS (self));
  g_return_if_fail (GTK_IS_WIDGET (child) && gtk_widget_get_parent (child) == GTK_WIDGET (self));

  gtk_widget_unparent (child);
}

/**
 * herald_card_columns_get_columns:
 * @self: the container
 *
 * Returns: the number of columns of the last layout (1 or 2); 0 before the first
 */
guint
herald_card_columns_get_columns (HeraldCardColumns *self)
{
  g_return_val_if_fail (HERALD_IS_CARD_COLUMNS (self), 0);

  return self->columns;
}

/**
 * herald_card_columns_get_child_width:
 * @self: the container
 *
 * Returns: the widest minimum width of its visible children, in pixels (what one column
 *   needs); 0 without children
 */
int
herald_card_columns_get_child_width (HeraldCardColumns *self)
{
  int min;

  g_return_val_if_fail (HERALD_IS_CARD_COLUMNS (self), 0);

  herald_measure_children (GTK_WIDGET (self), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL);
  return min;
}

/**
 * herald_card_columns_width_for:
 * @self: the cards
 * @width: the width the cards could be given, in pixels
 * @child_width: the width each card wants, in pixels
 *
 * The width of as many columns as the cards' least width allows in @width, each
 * @child_width wide: what the cards want beside the turn (herald-split-layout.c).
 *
 * Returns: that width in pixels; 0 with no visible card. It may be more than @width.
 */
int
herald_card_columns_width_for (HeraldCardColumns *self,
                               int                width,
                               int                child_width)
{
  int child_min, child_nat;
  guint n, columns;

  g_return_val_if_fail (HERALD_IS_CARD_COLUMNS (self), 0);

  n = herald_measure_children (GTK_WIDGET (self), GTK_ORIENTATION_HORIZONTAL, -1, &child_min, &child_nat);
  if (n == 0)
    return 0;
  columns = columns_for_width (n, child_min, width);
  return (int) columns * MAX (child_min, child_width) + ((int) columns - 1) * SPACING;
}
