/* herald-split-layout.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The layout of the table's row (herald-table.ui: table_box): the turn beside the players'
 * cards, laid out as a horizontal GtkBox lays them out, except that each of the first two
 * children gets its floor first, a width set by the window, before any child grows toward its
 * natural width. Both children are scrolled windows that ask for no least width (their
 * content may be cut), so that the window can still shrink to a phone's 360 px and change to
 * the narrow layout; a box shared the width between them in equal parts, and at a tablet's
 * 768 px the turn got less than its column's least width: Roll's right edge touched the first
 * card (issue 11). The floors are the widths the window measured for its choice of layout
 * (herald_window_update_width_probe ()): when the cards are beside the turn, both fit. When
 * the width is less than the floors (only until the window changes to the narrow layout), the
 * first child gets its floor first. Past the floors, the second child may be given the width
 * it wants (herald_split_layout_set_want_func ()) before the first grows: the cards their
 * natural width, a track's name on one line beside its levels, while at 1280 px and text scale
 * 1.5 the turn had 504 px and "Wissenschaft" was broken in a card (tester report 48, N48-4). */

#include "config.h"

#include "herald-split-layout.h"

#define N_FLOORS 2

struct _HeraldSplitLayout
{
  GtkLayoutManager parent_instance;

  int              spacing;
  int              floors[N_FLOORS];
  HeraldSplitWantFunc want;
  gpointer         want_data;
};

G_DEFINE_FINAL_TYPE (HeraldSplitLayout, herald_split_layout, GTK_TYPE_LAYOUT_MANAGER)

enum {
  PROP_0,
  PROP_SPACING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* the children of @widget that take part in the layout, in order */
static GPtrArray *
layout_children (GtkWidget *widget)
{
  GPtrArray *children = g_ptr_array_new ();

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_should_layout (child))
      g_ptr_array_add (children, child);
  return children;
}

/* Each child's width in @width (in @sizes' minimum_size): its least width, then its floor as
 * far as the width allows, the first child's first, then the width the second wants, then
 * toward its natural width as a GtkBox shares it, and what is left in equal parts to the children that expand */
static void
split_width (HeraldSplitLayout *self,
             GPtrArray         *children,
             int                width,
             GtkRequestedSize  *sizes)
{
  int left = width - self->spacing * ((int) children->len - 1);
  guint n_expand = 0;

  for (guint i = 0; i < children->len; i++)
    {
      gtk_widget_measure (g_ptr_array_index (children, i), GTK_ORIENTATION_HORIZONTAL, -1,
                          &sizes[i].minimum_size, &sizes[i].natural_size, NULL, NULL);
      sizes[i].data = NULL;
      left -= sizes[i].minimum_size;
      if (gtk_widget_compute_expand (g_ptr_array_index (children, i), GTK_ORIENTATION_HORIZONTAL))
        n_expand++;
    }
  for (guint i = 0; i < children->len && i < N_FLOORS && left > 0; i++)
    {
      int more = MIN (self->floors[i] - sizes[i].minimum_size, left);

      if (more > 0)
        {
          sizes[i].minimum_size += more;
          sizes[i].natural_size = MAX (sizes[i].natural_size, sizes[i].minimum_size);
          left -= more;
        }
    }
  if (self->want != NULL && self->floors[0] > 0 && children->len >= 2 && left > 0)
    {
      int more = MIN (self->want (g_ptr_array_index (children, 1), sizes[1].minimum_size + left,
                                  self->want_data) - sizes[1].minimum_size, left);

      if (more > 0)
        {
          sizes[1].minimum_size += more;
          sizes[1].natural_size = MAX (sizes[1].natural_size, sizes[1].minimum_size);
          left -= more;
        }
    }
  if (left <= 0)
    return;
  left = gtk_distribute_natural_allocation (left, children->len, sizes);
  for (guint i = 0, j = 0; i < children->len && n_expand > 0; i++)
    if (gtk_widget_compute_expand (g_ptr_array_index (children, i), GTK_ORIENTATION_HORIZONTAL))
      {
        /* the first ones take a pixel left over, as in a GtkBox */
        sizes[i].minimum_size += left / (int) n_expand + (j < (guint) (left % (int) n_expand) ? 1 : 0);
        j++;
      }
}

static GtkSizeRequestMode
herald_split_layout_get_request_mode (GtkLayoutManager *manager,
                                      GtkWidget        *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_should_layout (child) &&
        gtk_widget_get_request_mode (child) != GTK_SIZE_REQUEST_CONSTANT_SIZE)
      return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
  return GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void
herald_split_layout_measure (GtkLayoutManager *manager,
                             GtkWidget        *widget,
                             GtkOrientation    orientation,
                             int               for_size,
                             int              *minimum,
                             int              *natural,
                             int              *minimum_baseline,
                             int              *natural_baseline)
{
  HeraldSplitLayout *self = HERALD_SPLIT_LAYOUT (manager);
  g_autoptr(GPtrArray) children = layout_children (widget);
  g_autofree GtkRequestedSize *sizes = NULL;

  *minimum = *natural = 0;
  *minimum_baseline = *natural_baseline = -1;
  if (children->len == 0)
    return;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* as a box: the floors are no least width (the window may shrink to a phone's) */
      for (guint i = 0; i < children->len; i++)
        {
          int min, nat;

          gtk_widget_measure (g_ptr_array_index (children, i), orientation, -1, &min, &nat, NULL, NULL);
          *minimum += min;
          *natural += nat;
        }
      *minimum += self->spacing * ((int) children->len - 1);
      *natural += self->spacing * ((int) children->len - 1);
      return;
    }

  /* as tall as the tallest child at the width it gets */
  if (for_size >= 0)
    {
      sizes = g_new (GtkRequestedSize, children->len);
      split_width (self, children, for_size, sizes);
    }
  for (guint i = 0; i < children->len; i++)
    {
      int min, nat;

      gtk_widget_measure (g_ptr_array_index (children, i), orientation,
                          sizes != NULL ? MAX (sizes[i].minimum_size, 0) : -1, &min, &nat, NULL, NULL);
      *minimum = MAX (*minimum, min);
      *natural = MAX (*natural, nat);
    }
}

static void
herald_split_layout_allocate (GtkLayoutManager *manager,
                              GtkWidget        *widget,
                              int               width,
                              int               height,
                              int               baseline)
{
  HeraldSplitLayout *self = HERALD_SPLIT_LAYOUT (manager);
  g_autoptr(GPtrArray) children = layout_children (widget);
  g_autofree GtkRequestedSize *sizes = g_new (GtkRequestedSize, MAX (children->len, 1));
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  int x = 0;

  split_width (self, children, width, sizes);
  for (guint i = 0; i < children->len; i++)
    {
      int child_width = MAX (sizes[i].minimum_size, 0);

      gtk_widget_size_allocate (g_ptr_array_index (children, i),
                                &(GtkAllocation) { rtl ? width - x - child_width : x, 0, child_width, height },
                                -1);
      x += child_width + self->spacing;
    }
}

static void
herald_split_layout_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  HeraldSplitLayout *self = HERALD_SPLIT_LAYOUT (object);

  switch (prop_id)
    {
    case PROP_SPACING:
      g_value_set_int (value, self->spacing);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
herald_split_layout_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  HeraldSplitLayout *self = HERALD_SPLIT_LAYOUT (object);

  switch (prop_id)
    {
    case PROP_SPACING:
      herald_split_layout_set_spacing (self, g_value_get_int (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
herald_split_layout_class_init (HeraldSplitLayoutClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  object_class->get_property = herald_split_layout_get_property;
  object_class->set_property = herald_split_layout_set_property;
  layout_class->get_request_mode = herald_split_layout_get_request_mode;
  layout_class->measure = herald_split_layout_measure;
  layout_class->allocate = herald_split_layout_allocate;

  /**
   * HeraldSplitLayout:spacing:
   *
   * The room between two children, in pixels.
   */
  properties[PROP_SPACING] =
    g_param_spec_int ("spacing", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
herald_split_layout_init (HeraldSplitLayout *self)
{
}

/**
 * herald_split_layout_new:
 * @spacing: the room between two children, in pixels
 *
 * Returns: (transfer full): a new layout, with no floors
 */
GtkLayoutManager *
herald_split_layout_new (int spacing)
{
  return g_object_new (HERALD_TYPE_SPLIT_LAYOUT, "spacing", spacing, NULL);
}

int
herald_split_layout_get_spacing (HeraldSplitLayout *self)
{
  g_return_val_if_fail (HERALD_IS_SPLIT_LAYOUT (self), 0);

  return self->spacing;
}

void
herald_split_layout_set_spacing (HeraldSplitLayout *self,
                                 int                spacing)
{
  g_return_if_fail (HERALD_IS_SPLIT_LAYOUT (self));

  if (self->spacing == spacing)
    return;
  self->spacing = spacing;
  gtk_layout_manager_layout_changed (GTK_LAYOUT_MANAGER (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SPACING]);
}

/**
 * herald_split_layout_set_floors:
 * @self: the layout
 * @first: the width the first child that takes part in the layout gets before any child
 *   grows toward its natural width, in pixels (0 for none)
 * @second: the same for the second child
 *
 * The floors are no least width: the widget may be narrower than them, and then the first
 * child gets its floor first, the second what is left.
 */
void
herald_split_layout_set_floors (HeraldSplitLayout *self,
                                int                first,
                                int                second)
{
  g_return_if_fail (HERALD_IS_SPLIT_LAYOUT (self));

  if (self->floors[0] == first && self->floors[1] == second)
    return;
  self->floors[0] = first;
  self->floors[1] = second;
  gtk_layout_manager_layout_changed (GTK_LAYOUT_MANAGER (self));
}

/**
 * herald_split_layout_set_want_func:
 * @self: the layout
 * @func: (nullable): what the second child wants of the width it could have, or %NULL for
 *   nothing more than its floor
 * @user_data: given to @func; it must outlive the layout or the next call
 *
 * Past the floors, the second child that takes part in the layout gets the width @func
 * returns for the width left to it (at most that) before any child grows toward its natural
 * width; only once the first child has a floor (before, the row is laid out as without
 * @func: a want before the floors laid the cards out in two columns, then in one).
 */
void
herald_split_layout_set_want_func (HeraldSplitLayout  *self,
                                   HeraldSplitWantFunc func,
                                   gpointer            user_data)
{
  g_return_if_fail (HERALD_IS_SPLIT_LAYOUT (self));

  if (self->want == func && self->want_data == user_data)
    return;
  self->want = func;
  self->want_data = user_data;
  gtk_layout_manager_layout_changed (GTK_LAYOUT_MANAGER (self));
}
