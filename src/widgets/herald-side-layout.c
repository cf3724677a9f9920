/* herald-side-layout.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The layout of the winner's page's content (herald-game-over-page.ui): its children one
 * under the other as a vertical GtkBox lays them out, at most `column` pixels wide and
 * centred; or, where the width holds two such columns, the child marked as the side one
 * (the chart) in a column of its own beside the others. At 1280 × 800 the scores and the
 * chart were one column of 540 px with 740 px unused beside it, and New Game was below the
 * window's bottom (tester report 48, N48-1). A child may be marked to go in the shorter of
 * the two columns (the buttons: above the chart where the scores are the taller, in view at
 * 1024 × 768 and text scale 1.5 with four players; under it, fix48-1, they were below the
 * window's bottom there, newcomer51). The order of the children (a screen reader's) is the
 * same either way. Height-for-width only, as HeraldClampLayout: each child is laid out for
 * the width it gets. */

#include "config.h"

#include "herald-side-layout.h"

struct _HeraldSideLayout
{
  GtkLayoutManager parent_instance;

  int              spacing;
  int              column;
  int              side;    /* the side child's index */
  int              shorter; /* the index of the child under the shorter column, or -1 */
  gboolean         beside;  /* at the last allocation */
};

G_DEFINE_FINAL_TYPE (HeraldSideLayout, herald_side_layout, GTK_TYPE_LAYOUT_MANAGER)

/* Whether the children go in two columns in @width: each at least its least width and at
 * least two thirds of a column, as wide as a phone's window */
static gboolean
beside_in (HeraldSideLayout *self,
           GtkWidget        *widget,
           int               width)
{
  int least = self->column * 2 / 3;

  if (width < 0)
    return FALSE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int min = 0;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
      least = MAX (least, min);
    }
  return 2 * least + self->spacing <= width;
}

/* A column's width in @width: at most the column's */
static int
column_width (HeraldSideLayout *self,
              int               width,
              gboolean          beside)
{
  return beside ? MIN (self->column, (width - self->spacing) / 2) : MIN (self->column, width);
}

/* The heights of the children in the main column (the side child's not in it, when @beside)
 * and of the side child, at @width; and when @beside, of the child that goes under the shorter
 * column (-1 for none), not in either */
static void
heights (HeraldSideLayout *self,
         GtkWidget        *widget,
         int               width,
         gboolean          beside,
         gboolean          natural,
         int              *main_height,
         int              *side_height,
         int              *shorter_height)
{
  int column = column_width (self, width, beside);
  int n_main = 0, i = 0;

  *main_height = *side_height = 0;
  *shorter_height = -1;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child), i++)
    {
      int min = 0, nat = 0;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, MAX (column, 0), &min, &nat, NULL, NULL);
      if (beside && i == self->side)
        *side_height = natural ? nat : min;
      else if (beside && i == self->shorter)
        *shorter_height = natural ? nat : min;
      else
        {
          *main_height += natural ? nat : min;
          n_main++;
        }
    }
  *main_height += MAX (n_main - 1, 0) * self->spacing;
}

/* Whether the child under the shorter column goes under the side child: the side column is
 * the shorter at their natural heights */
static gboolean
shorter_beside (int main_nat,
                int side_nat)
{
  return side_nat < main_nat;
}

static GtkSizeRequestMode
herald_side_layout_get_request_mode (GtkLayoutManager *manager,
                                     GtkWidget        *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
herald_side_layout_measure (GtkLayoutManager *manager,
                            GtkWidget        *widget,
                            GtkOrientation    orientation,
                            int               for_size,
                            int              *minimum,
                            int              *natural,
                            int              *minimum_baseline,
                            int              *natural_baseline)
{
  HeraldSideLayout *self = HERALD_SIDE_LAYOUT (manager);

  *minimum = *natural = 0;
  *minimum_baseline = *natural_baseline = -1;
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* a column's least width; two columns at the most */
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        {
          int min = 0, nat = 0;

          if (!gtk_widget_should_layout (child))
            continue;
          gtk_widget_measure (child, orientation, -1, &min, &nat, NULL, NULL);
          *minimum = MAX (*minimum, min);
          *natural = MAX (*natural, MIN (MAX (nat, min), MAX (self->column, min)));
        }
      *natural = 2 * *natural + self->spacing;
      return;
    }

  {
    /* free of a width: one column at the least width, the tallest it can be */
    int width = for_size;
    gboolean beside;
    int main_min, side_min, main_nat, side_nat, shorter_min, shorter_nat;

    if (width < 0)
      herald_side_layout_measure (manager, widget, GTK_ORIENTATION_HORIZONTAL, -1, &width, natural,
                                  minimum_baseline, natural_baseline);
    beside = for_size >= 0 && beside_in (self, widget, width);
    heights (self, widget, width, beside, FALSE, &main_min, &side_min, &shorter_min);
    heights (self, widget, width, beside, TRUE, &main_nat, &side_nat, &shorter_nat);
    if (shorter_nat >= 0 && shorter_beside (main_nat, side_nat))
      {
        side_min += self->spacing + shorter_min;
        side_nat += self->spacing + shorter_nat;
      }
    else if (shorter_nat >= 0)
      {
        main_min += self->spacing + shorter_min;
        main_nat += self->spacing + shorter_nat;
      }
    *minimum = MAX (main_min, side_min);
    *natural = MAX (main_nat, side_nat);
    *minimum_baseline = *natural_baseline = -1;
  }
}

static void
herald_side_layout_allocate (GtkLayoutManager *manager,
                             GtkWidget        *widget,
                             int               width,
                             int               height,
                             int               baseline)
{
  HeraldSideLayout *self = HERALD_SIDE_LAYOUT (manager);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  int column, x, side_x, y = 0, i = 0;
  int main_nat, side_nat, shorter_nat;
  gboolean under_side;
  GtkWidget *shorter = NULL;

  self->beside = beside_in (self, widget, width);
  column = column_width (self, width, self->beside);
  heights (self, widget, width, self->beside, TRUE, &main_nat, &side_nat, &shorter_nat);
  /* the columns centred together */
  x = (width - (self->beside ? 2 * column + self->spacing : column)) / 2;
  side_x = x + column + self->spacing;
  if (rtl)
    {
      int first = width - x - column;

      side_x = first - self->spacing - column;
      x = first;
    }
  /* the child of the shorter column at its top when that is the side one (buttons seen
   * beside the scores' top), else under the main column */
  under_side = shorter_nat >= 0 && shorter_beside (main_nat, side_nat);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child), i++)
    {
      int min = 0, nat = 0;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, column, &min, &nat, NULL, NULL);
      if (self->beside && i == self->side)
        {
          gtk_widget_size_allocate (child, &(GtkAllocation) { side_x, under_side ? shorter_nat + self->spacing : 0,
                                                              column, nat }, -1);
          continue;
        }
      if (self->beside && i == self->shorter)
        {
          shorter = child;
          continue;
        }
      gtk_widget_size_allocate (child, &(GtkAllocation) { x, y, column, nat }, -1);
      y += nat + self->spacing;
    }
  if (shorter != NULL)
    gtk_widget_size_allocate (shorter, &(GtkAllocation) { under_side ? side_x : x, under_side ? 0 : y,
                                                          column, shorter_nat }, -1);
}

static void
herald_side_layout_class_init (HeraldSideLayoutClass *klass)
{
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  layout_class->get_request_mode = herald_side_layout_get_request_mode;
  layout_class->measure = herald_side_layout_measure;
  layout_class->allocate = herald_side_layout_allocate;
}

static void
herald_side_layout_init (HeraldSideLayout *self)
{
}

/**
 * herald_side_layout_new:
 * @spacing: the room between two children, and between the two columns, in pixels
 * @column: the most a column is wide, in pixels
 * @side: the index of the child that goes beside the others where two columns fit
 *
 * Returns: (transfer full): a new layout
 */
GtkLayoutManager *
herald_side_layout_new (int spacing,
                        int column,
                        int side)
{
  HeraldSideLayout *self;

  g_return_val_if_fail (spacing >= 0 && column > 0 && side >= 0, NULL);

  self = g_object_new (HERALD_TYPE_SIDE_LAYOUT, NULL);
  self->spacing = spacing;
  self->column = column;
  self->side = side;
  self->shorter = -1;
  return GTK_LAYOUT_MANAGER (self);
}

/**
 * herald_side_layout_set_shorter:
 * @self: the layout
 * @shorter: the index of a child other than the side one, or -1 for none
 *
 * Where the children are in two columns, the child @shorter goes in the shorter of them (by
 * their natural heights; under the others when the two are as high), not in the main column:
 * at the top of the side column, above the side child, where that is the shorter (the winner's
 * page's buttons above the chart where the scores are the taller: under it they were below a
 * 1024 × 768 window's bottom at text scale 1.5 with four players, newcomer51), else under the
 * main column. In one column the children stay in their order.
 */
void
herald_side_layout_set_shorter (HeraldSideLayout *self,
                                int               shorter)
{
  g_return_if_fail (HERALD_IS_SIDE_LAYOUT (self));
  g_return_if_fail (shorter >= -1 && shorter != self->side);

  self->shorter = shorter;
  gtk_layout_manager_layout_changed (GTK_LAYOUT_MANAGER (self));
}

/**
 * herald_side_layout_get_beside:
 * @self: the layout
 *
 * Returns: whether the side child was beside the others at the last allocation
 */
gboolean
herald_side_layout_get_beside (HeraldSideLayout *self)
{
  g_return_val_if_fail (HERALD_IS_SIDE_LAYOUT (self), FALSE);

  return self->beside;
}
